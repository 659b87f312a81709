import { expect, test } from './engine';
import { collectPageErrors, expectNotReloaded, urls, waitForEvents } from './support';

test('<svc-embed> embeds, then applies an attribute change in the iframe without reloading it', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
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

  await expectNotReloaded(page, iframe, frame, { loads: loads ?? '', src });
  expect(errors).toEqual([]);
});
