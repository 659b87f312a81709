import { expect, type Page, test } from './engine';
import { embed, openHostPage, waitForEvents } from './support';

async function choose(page: Page, id: string, value: string) {
  await page.locator(`#${id}`).selectOption(value);
}

test.beforeEach(async ({ page }) => {
  await openHostPage(page);
});

test('set-color-scheme switches the scheme inside the iframe', async ({ page }) => {
  await choose(page, 'color-scheme', 'dark');
  await expect(embed(page).locator('html')).toHaveAttribute('data-scheme', 'dark');
  await expect(embed(page).getByTestId('scheme-label')).toContainText('dark');
});

test('set-theme recolors the embed', async ({ page }) => {
  await page.locator('#theme-color').fill('#ff0000');
  await page.locator('#theme-color').dispatchEvent('change');
  const bar = embed(page).locator('[data-testid="bar"]').first();
  await expect.poll(() => bar.evaluate((el) => getComputedStyle(el).fill)).toBe('rgb(255, 0, 0)');
});

test('set-locale reformats numbers and dates', async ({ page }) => {
  const kpi = embed(page).getByTestId('kpi-revenue');
  const before = await kpi.textContent();
  await choose(page, 'locale', 'de-DE');
  await expect(embed(page).getByTestId('locale-label')).toContainText('de-DE');
  await expect(kpi).not.toHaveText(before ?? '');
  await expect(kpi).toHaveText(/\d\.\d{3},\d{2}/);
});

test('set-timezone changes displayed times', async ({ page }) => {
  await embed(page).getByTestId('tab-orders').click();
  const cell = embed(page).getByTestId('created-at').first();
  const before = await cell.textContent();
  await choose(page, 'timezone', 'Asia/Tokyo');
  await expect(embed(page).getByTestId('timezone-label')).toContainText('Asia/Tokyo');
  await expect(cell).not.toHaveText(before ?? '');
});

test('set-filter changes the data', async ({ page }) => {
  await embed(page).getByTestId('tab-orders').click();
  const rows = embed(page).locator('[data-testid="orders-table"] tbody tr');
  const all = await rows.count();
  await choose(page, 'status-filter', 'shipped');
  await expect(embed(page).getByTestId('active-filter')).toContainText('shipped');
  await expect.poll(() => rows.count()).toBeLessThan(all);
  const statuses = await rows.evaluateAll((items) => items.map((item) => item.getAttribute('data-status')));
  expect(new Set(statuses)).toEqual(new Set(['shipped']));
});

test('navigate moves inside the embed', async ({ page }) => {
  await page.locator('#navigate').click();
  await expect(embed(page).getByTestId('orders-table')).toBeVisible();
  const [navigate] = await waitForEvents(page, 'navigate');
  expect(navigate?.payload).toMatchObject({ path: '/embed/dashboard/sales-overview/orders' });
});

test('refresh re-queries and reports dashboard-loaded again', async ({ page }) => {
  const counter = embed(page).getByTestId('refresh-count');
  const before = Number(await counter.textContent());
  await page.locator('#refresh').click();
  await expect(counter).toHaveText(String(before + 1));
  await waitForEvents(page, 'dashboard-loaded', 2);
});
