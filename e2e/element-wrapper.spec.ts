import { expect, test } from '@playwright/test';
import { eventsNamed, urls, waitForEvents } from './support';

test('<svc-embed> embeds, then applies an attribute change in the iframe without reloading it', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // The host page server has no favicon; the browser asks for one anyway.
    if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico')) {
      errors.push(message.text());
    }
  });
  await page.goto(`${urls().host}pages/element`);
  const [ready] = await waitForEvents(page, 'ready');
  expect(ready?.payload).toMatchObject({ mode: 'signed', surface: 'dashboard' });
  await waitForEvents(page, 'dashboard-loaded');

  const frame = page.frameLocator('svc-embed iframe');
  const iframe = page.locator('svc-embed iframe');
  await expect(frame.locator('html')).toHaveAttribute('data-scheme', 'light');
  const loads = await frame.getByTestId('load-count').textContent();
  const src = await iframe.getAttribute('src');
  expect(src).toMatch(/\/embed\/dashboard\/[^?]+\?session=/);
  expect(await iframe.getAttribute('title')).toBe('Sales overview');
  expect(await page.locator('svc-embed').evaluate((element) => getComputedStyle(element).display)).toBe(
    'block',
  );

  await page.locator('#dark').click();
  await expect(frame.locator('html')).toHaveAttribute('data-scheme', 'dark');

  await expect(frame.getByTestId('load-count')).toHaveText(loads ?? '');
  await expect(iframe).toHaveCount(1);
  expect(await iframe.getAttribute('src')).toBe(src);
  expect(await eventsNamed(page, 'ready')).toHaveLength(1);
  expect(await eventsNamed(page, 'embed-error')).toEqual([]);
  expect(errors).toEqual([]);
});
