import { expect, test } from './engine';
import { embed, embedEvents, openHostPage, waitForEvents } from './support';

test('the embed says ready first, then view, then dashboard-loaded', async ({ page }) => {
  await openHostPage(page);
  const [first, second, third] = await embedEvents(page);
  expect(first).toMatchObject({
    name: 'ready',
    payload: { mode: 'signed', surface: 'dashboard', deploymentId: 42, embedTenant: 'demo-tenant' },
  });
  expect(second).toMatchObject({
    name: 'view',
    payload: { surface: 'dashboard', path: '/embed/dashboard/sales-overview' },
  });
  expect(third).toMatchObject({ name: 'dashboard-loaded', payload: { publicId: 'sales-overview' } });
  expect((third?.payload.widgetCount as number) >= 2).toBe(true);
});

test('clicking a bar drills down with a fully-qualified member', async ({ page }) => {
  await openHostPage(page);
  await embed(page).locator('[data-testid="bar"][data-status="shipped"]').click();
  const [drilldown] = await waitForEvents(page, 'drilldown');
  expect(drilldown?.payload).toEqual({
    member: 'orders.amount',
    value: { 'orders.status': 'shipped' },
    widgetId: 'revenue-by-status',
  });
  await expect(embed(page).getByTestId('drill-selection')).toContainText('shipped');
});

test('an AI question is reported submitted, then completed', async ({ page }) => {
  await openHostPage(page);
  await embed(page).getByTestId('ai-input').fill('What is the revenue?');
  await embed(page).getByTestId('ai-submit').click();
  const queries = await waitForEvents(page, 'ai-query', 2);
  expect(queries.map((event) => event.payload.status)).toEqual(['submitted', 'completed']);
  expect(queries[0]?.payload).toMatchObject({ query: 'What is the revenue?' });
  expect(queries[0]?.payload.chatId).toBe(queries[1]?.payload.chatId);
  await expect(embed(page).getByTestId('ai-answer')).not.toBeEmpty();
});

test('a failing AI question is reported as an error', async ({ page }) => {
  await openHostPage(page);
  await embed(page).getByTestId('ai-input').fill('please fail');
  await embed(page).getByTestId('ai-submit').click();
  const queries = await waitForEvents(page, 'ai-query', 2);
  expect(queries.map((event) => event.payload.status)).toEqual(['submitted', 'error']);
});

test('downloads exist only with allowExport=true', async ({ page }) => {
  await openHostPage(page);
  await expect(embed(page).locator('[data-testid^="download-"]')).toHaveCount(0);

  await openHostPage(page, '?allowExport=1');
  const table = embed(page).locator('[data-widget="orders-table"]');
  await table.getByTestId('download-csv').click();
  const [csvEvent] = await waitForEvents(page, 'download');
  expect(csvEvent?.payload).toMatchObject({ format: 'csv', target: 'widget', widgetId: 'orders-table' });
  expect(csvEvent?.payload.rowCount).toBeGreaterThan(0);
  expect(csvEvent?.payload).not.toHaveProperty('rows');

  await embed(page).getByTestId('download-dashboard').click();
  const events = await waitForEvents(page, 'download', 2);
  expect(events[1]?.payload).toEqual(expect.objectContaining({ format: 'pdf', target: 'dashboard' }));
  expect(events[1]?.payload).not.toHaveProperty('widgetId');
});

test('an export inside the embed saves a file (the host page allows blob: frames)', async ({ page }) => {
  await openHostPage(page, '?allowExport=1');
  const download = page.waitForEvent('download');
  await embed(page).locator('[data-widget="orders-table"]').getByTestId('download-csv').click();
  expect((await download).suggestedFilename()).toMatch(/\.csv$/);
});

test('in-embed navigation emits navigate and view', async ({ page }) => {
  await openHostPage(page);
  await embed(page).getByTestId('tab-orders').click();
  const [navigate] = await waitForEvents(page, 'navigate');
  expect(navigate?.payload).toEqual({
    path: '/embed/dashboard/sales-overview/orders',
    previousPath: '/embed/dashboard/sales-overview',
  });
  const views = await waitForEvents(page, 'view', 2);
  expect(views[1]?.payload).toMatchObject({ path: '/embed/dashboard/sales-overview/orders' });
});

for (const surface of ['app', 'chat'] as const) {
  test(`the ${surface} surface says ready then view`, async ({ page }) => {
    await openHostPage(page, `?surface=${surface}`);
    const [first, second] = await embedEvents(page);
    expect(first).toMatchObject({ name: 'ready', payload: { surface, mode: 'signed' } });
    expect(second).toMatchObject({ name: 'view', payload: { surface } });
  });
}
