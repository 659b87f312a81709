import { expect, type Page, test } from './engine';
import { embed, openHostPage, waitForEvents } from './support';

/** Every console error and failed request, the favicon's included (the page must not cause one). */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${message.text()} (${message.location().url})`);
  });
  page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  return problems;
}

const SURFACES = [
  { surface: 'dashboard', query: '', ready: 'revenue-chart' },
  { surface: 'app', query: '?surface=app', ready: 'app-home' },
  { surface: 'chat', query: '?surface=chat', ready: 'chat-input' },
] as const;

/**
 * One test per surface: the demo loads under the system colour scheme `colorScheme` (the page asks
 * the embed for 'auto'), with no console error or failed request, and leaves a screenshot. The spec
 * file that calls it sets the scheme at its top (`test.use`), as some drivers need a browser per scheme.
 */
export function demoLoadsCleanly(colorScheme: 'light' | 'dark'): void {
  for (const { surface, query, ready } of SURFACES) {
    test(`the ${surface} demo in ${colorScheme} loads without a console error (screenshot)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1440, height: 960 });
      const problems = watchProblems(page);
      await openHostPage(page, query);
      await expect(embed(page).getByTestId(ready)).toBeVisible();
      await expect(embed(page).locator('html')).toHaveAttribute('data-scheme', colorScheme);
      await expect(page.locator('#event-log li[data-event="action:set-color-scheme"]')).toHaveCount(1);
      if (surface === 'chat') {
        await embed(page).getByRole('button', { name: 'How many orders were shipped?' }).click();
        await expect(embed(page).locator('[data-role="assistant"]')).toContainText(/^.*Shipped: \d+ orders/);
        await waitForEvents(page, 'ai-query', 2);
      }
      // The empty capabilities area and the failure box take no room until they have something to show.
      await expect(page.locator('#capabilities')).toBeHidden();
      await expect(page.locator('#embed-failure')).toBeHidden();
      expect(problems).toEqual([]);
      // Taken after the check: outside Chromium the driver styles the page for a screenshot with an
      // inline <style>, which the page's CSP refuses (an error of the driver's, not the page's).
      await page.screenshot({ path: `test-results/demo-${surface}-${colorScheme}.png`, fullPage: true });
    });
  }
}
