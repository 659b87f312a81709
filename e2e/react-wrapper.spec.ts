import { expect, test } from './engine';
import { collectPageErrors, embed, expectNotReloaded, urls, waitForEvents } from './support';

test('<SvcEmbed> applies prop changes in the iframe without reloading it', async ({ page }) => {
  const errors = collectPageErrors(page);
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

  await expectNotReloaded(page, iframe, frame, { loads: loadsBefore, src });
  await expect(iframe).toHaveAttribute('data-original', '');
  expect(errors).toEqual([]);
});
