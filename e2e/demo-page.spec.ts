import { expect, test } from './engine';
import { loggedEvents, openHostPage, urls, waitForEvents } from './support';

test('the page says what is on screen and switches surface and mode', async ({ page }) => {
  await openHostPage(page);
  await expect(page.locator('.intro')).toContainText(new URL(urls().tenant).origin);
  await expect(page.locator('#session-mode')).toHaveText('signed');
  await page.getByRole('link', { name: 'Chat' }).click();
  // The embed's route follows in the address (syncRoute's ?embed=).
  await expect(page).toHaveURL(/\?surface=chat(&embed=[^&]+)?$/);
  await expect(page.locator('#ready-status')).toHaveText('ready (signed)');
  await page.getByRole('link', { name: 'Private' }).click();
  await expect(page).toHaveURL(/\?surface=chat&private=1(&embed=[^&]+)?$/);
  await expect(page.locator('#ready-status')).toHaveText('ready (private)');
  await expect(page.locator('#session-mode')).toHaveText('private');
  // An app is signed only: the Private switch is not offered there.
  await page.getByRole('link', { name: 'App' }).click();
  await expect(page).toHaveURL(/\?surface=app(&embed=[^&]+)?$/);
  await expect(page.locator('#ready-status')).toHaveText('ready (signed)');
  await expect(page.getByRole('link', { name: 'Private' })).toHaveCount(0);
});

test('private mode offers no renewal controls and never mints', async ({ page }) => {
  await openHostPage(page, '?private=1');
  await expect(page.locator('#ready-status')).toHaveText('ready (private)');
  await expect(page.locator('#renew-now')).toHaveCount(0);
  await expect(page.locator('#renew-invalid')).toHaveCount(0);
  await expect(page.locator('#session-controls')).toHaveCount(0);
  await expect(page.locator('#renewal-status')).toHaveText('off (private)');
  await expect(page.locator('#mint-count')).toHaveText('0');
  // After ready, a private embed still has no session to end or to warn about.
  await expect(page.locator('#session-end')).toHaveText('none (private)');
  await expect(page.locator('#warning-in')).toHaveText('never');
});

const NAVIGATION = [
  { query: '', prefix: '/embed/dashboard/sales-overview', count: 2 },
  { query: '?surface=app', prefix: '/embed/d/42/app', count: 4 },
  { query: '?surface=chat', prefix: '/embed/chat', count: 1 },
] as const;

for (const { query, prefix, count } of NAVIGATION) {
  test(`navigate offers only this surface's pages and moves there (${query || 'dashboard'})`, async ({
    page,
  }) => {
    await openHostPage(page, query);
    const paths = await page
      .locator('#navigate-path option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    expect(paths).toHaveLength(count);
    for (const path of paths) expect(path.startsWith(prefix)).toBe(true);
    await page.locator('#navigate').click();
    const [sent] = await waitForEvents(page, 'action:navigate');
    expect(sent?.payload).toEqual({ path: await page.locator('#navigate-path').inputValue() });
    if (count > 1) await waitForEvents(page, 'navigate');
    expect((await loggedEvents(page)).filter((entry) => entry.name === 'error')).toEqual([]);
  });
}

test('the log shows both directions with time, direction and readable payload rows', async ({ page }) => {
  await openHostPage(page);
  await page.locator('#locale').selectOption('de-DE');
  await waitForEvents(page, 'action:set-locale');
  const sent = page.locator('#event-log li[data-event="action:set-locale"]');
  await expect(sent).toHaveAttribute('data-direction', 'sent');
  await expect(sent.locator('time')).toHaveText(/^\d\d:\d\d:\d\d\.\d{3}$/);
  await expect(sent.locator('.direction')).toHaveText('→ action sent');
  await expect(sent.locator('dt')).toHaveText('locale');
  await expect(sent.locator('dd')).toHaveText('"de-DE"');
  const view = page.locator('#event-log li[data-event="view"]');
  await expect(view.locator('.direction')).toHaveText('← event received');
  // A long value stays on one line (scrolls) instead of wrapping mid-word.
  const path = view.locator('.payload-row', { hasText: 'path' }).locator('pre');
  expect(await path.evaluate((pre) => getComputedStyle(pre).whiteSpace)).toBe('pre');
  await expect(path).toHaveText('"/embed/dashboard/sales-overview"');
});

test('mints that succeed and fail are counted apart', async ({ page }) => {
  await openHostPage(page);
  await expect(page.locator('#mint-count')).toHaveText('1');
  await expect(page.locator('#session-end')).toHaveText(/^≈ ([A-Z][a-z]{2} \d{1,2}, )?\d\d:\d\d:\d\d$/);
  await expect(page.locator('#warning-in')).toHaveText(/^\d+:\d\d:\d\d$/);
  await page.route('**/api/embed-session', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"tenant unavailable"}' }),
  );
  await page.locator('#renew-now').click();
  await expect(page.locator('#mint-failed-count')).toHaveText('1');
  await expect(page.locator('#mint-count')).toHaveText('1');
  const [refused] = await waitForEvents(page, 'action-refused');
  expect(refused?.payload).toMatchObject({ message: 'tenant unavailable' });
});

test('the warning is logged before the renewal it starts', async ({ page }) => {
  await page.clock.install();
  await openHostPage(page);
  await page.clock.fastForward('22:31:00');
  await waitForEvents(page, 'renewal:sent');
  const names = (await loggedEvents(page)).map((entry) => entry.name);
  // The first mint comes before the embed's ready (the controller mints before the iframe loads).
  expect(names.indexOf('mint')).toBeGreaterThanOrEqual(0);
  expect(names.indexOf('mint')).toBeLessThan(names.indexOf('ready'));
  const expiring = names.indexOf('session-expiring');
  expect(expiring).toBeGreaterThanOrEqual(0);
  expect(expiring).toBeLessThan(names.indexOf('renewal:minting'));
  // The renewal's own mint, then its set-session, logged as the action it is.
  const renewalMint = names.indexOf('mint', expiring);
  expect(names.indexOf('renewal:minting')).toBeLessThan(renewalMint);
  expect(renewalMint).toBeLessThan(names.indexOf('renewal:sent'));
  expect(names.indexOf('renewal:sent')).toBeLessThan(names.indexOf('action:set-session', expiring));
  await expect(page.locator('#renewal-status')).toHaveText('sent');
  await expect(page.locator('#mint-count')).toHaveText('2');
});

test('an embed that never says ready gets its error shown in full above the frame', async ({ page }) => {
  await page.clock.install();
  // The tenant's page loads but never runs the embed, as when it refuses to be framed.
  await page.route('**/embed/dashboard/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>silent</title>' }),
  );
  await page.goto(urls().host);
  await expect(page.locator('#main-embed')).toHaveCount(1);
  await page.clock.fastForward('00:31');
  await expect(page.locator('#ready-status')).toHaveText('failed');
  const failure = page.locator('#embed-failure');
  await expect(failure).toBeVisible();
  await expect(failure).toContainText(new URL(urls().tenant).origin);
  const [logged] = await waitForEvents(page, 'embed-error');
  expect(logged?.payload.message).toBe(await failure.textContent());
  await page.screenshot({ path: 'test-results/demo-ready-timeout.png' });
});

test('Renew now logs the mint, then the set-session it sends', async ({ page }) => {
  await openHostPage(page);
  await waitForEvents(page, 'dashboard-loaded');
  await page.locator('#renew-now').click();
  await waitForEvents(page, 'action:set-session');
  const names = (await loggedEvents(page)).map((entry) => entry.name);
  const manualMint = names.lastIndexOf('mint');
  expect(manualMint).toBeGreaterThan(names.indexOf('dashboard-loaded'));
  expect(manualMint).toBeLessThan(names.lastIndexOf('action:set-session'));
});
