import { expect, test } from './engine';
import { collectPageErrors, embed, expectNotReloaded, urls, waitForEvents } from './support';

test('SvcEmbed embeds, then applies prop changes in the iframe without reloading it', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto(`${urls().host}pages/vue`);
  await waitForEvents(page, 'ready');
  await waitForEvents(page, 'dashboard-loaded');
  const frame = embed(page);
  const iframe = page.locator('#embed iframe');
  const loads = await frame.getByTestId('load-count').textContent();
  const src = await iframe.getAttribute('src');
  expect(src).toMatch(/\/embed\/dashboard\/[^?]+\?session=/);

  await page.locator('#dark').click();
  await expect(frame.locator('html')).toHaveAttribute('data-scheme', 'dark');
  await page.locator('#german').click();
  await expect(frame.getByTestId('locale-label')).toContainText('de-DE');

  await expectNotReloaded(page, iframe, frame, { loads: loads ?? '', src });
  expect(errors).toEqual([]);
});
