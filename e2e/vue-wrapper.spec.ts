import { expect, test } from '@playwright/test';
import { eventsNamed, urls, waitForEvents } from './support';

test('SvcEmbed embeds, then applies prop changes in the iframe without reloading it', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // The host page server has no favicon; that 404 is the browser's, not the page's.
    if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico'))
      errors.push(message.text());
  });
  await page.goto(`${urls().host}pages/vue`);
  await waitForEvents(page, 'ready');
  await waitForEvents(page, 'dashboard-loaded');
  const embed = page.frameLocator('#embed iframe');
  const loads = await embed.getByTestId('load-count').textContent();
  const src = await page.locator('#embed iframe').getAttribute('src');
  expect(src).toMatch(/\/embed\/dashboard\/[^?]+\?session=/);

  await page.locator('#dark').click();
  await expect(embed.locator('html')).toHaveAttribute('data-scheme', 'dark');
  await page.locator('#german').click();
  await expect(embed.getByTestId('locale-label')).toContainText('de-DE');

  await expect(embed.getByTestId('load-count')).toHaveText(loads ?? '');
  await expect(page.locator('#embed iframe')).toHaveCount(1);
  expect(await page.locator('#embed iframe').getAttribute('src')).toBe(src);
  expect(await eventsNamed(page, 'ready')).toHaveLength(1);
  expect(await eventsNamed(page, 'embed-error')).toEqual([]);
  expect(errors).toEqual([]);
});
