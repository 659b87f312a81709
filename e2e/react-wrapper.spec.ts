import { expect, test } from '@playwright/test';
import { embed, eventsNamed, urls, waitForEvents } from './support';

test('<SvcEmbed> applies prop changes in the iframe without reloading it', async ({ page }) => {
  await page.goto(`${urls().host}pages/react`);
  await waitForEvents(page, 'ready');
  await waitForEvents(page, 'dashboard-loaded');
  const frame = embed(page);
  const loads = frame.getByTestId('load-count');
  await expect(loads).toHaveText(/^\d+$/);
  const loadsBefore = (await loads.textContent()) ?? '';
  const iframe = page.locator('#embed iframe');
  const src = await iframe.getAttribute('src');
  // Marks this very element: a re-created iframe would not carry it (and would count its loads from 1 again).
  await iframe.evaluate((element) => element.setAttribute('data-original', ''));

  for (let count = 1; count <= 20; count++) await page.locator('#rerender').click();
  await expect(page.locator('#render-count')).toHaveText('20');

  await page.locator('#scheme-dark').click();
  await expect(frame.locator('html')).toHaveAttribute('data-scheme', 'dark');
  await page.locator('#locale-de').click();
  await expect(frame.getByTestId('locale-label')).toContainText('de-DE');

  await expect(loads).toHaveText(loadsBefore);
  await expect(iframe).toHaveCount(1);
  await expect(iframe).toHaveAttribute('data-original', '');
  expect(await iframe.getAttribute('src')).toBe(src);
  expect(await eventsNamed(page, 'ready')).toHaveLength(1);
  expect(await eventsNamed(page, 'embed-error')).toEqual([]);
});
