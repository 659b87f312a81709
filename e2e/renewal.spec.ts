import { expect, type Page, test } from './engine';
import { embed, eventsNamed, openHostPage, waitForEvents } from './support';

// The e2e tenant issues ordinary 24 h tokens: effective end after 23 h, warning 30 min before.
test.beforeEach(async ({ page }) => {
  await page.clock.install();
  await openHostPage(page);
});

async function prepareSurvivor(page: Page) {
  await embed(page).getByTestId('notes').fill('typed before renewal');
  return {
    loads: await embed(page).getByTestId('load-count').textContent(),
    sessionEnd: await embed(page).getByTestId('session-end').textContent(),
  };
}

async function expectRenewedWithoutReload(
  page: Page,
  before: { loads: string | null; sessionEnd: string | null },
) {
  await expect(page.locator('#mint-count')).toHaveText('2');
  await expect(page.locator('#renewal-status')).toHaveText('sent');
  await expect(embed(page).getByTestId('session-status')).toHaveText('active');
  await expect(embed(page).getByTestId('session-end')).not.toHaveText(before.sessionEnd ?? '');
  await expect(embed(page).getByTestId('notes')).toHaveValue('typed before renewal');
  await expect(embed(page).getByTestId('load-count')).toHaveText(before.loads ?? '');
  expect(await eventsNamed(page, 'ready')).toHaveLength(1);
}

test('session-expiring leads to one mint, set-session, and an active session without reload', async ({
  page,
}) => {
  const before = await prepareSurvivor(page);
  await page.clock.fastForward('22:31:00');
  const [expiring] = await waitForEvents(page, 'session-expiring');
  expect(expiring?.payload.expiresInMs).toBeGreaterThan(0);
  await expectRenewedWithoutReload(page, before);
  expect(await eventsNamed(page, 'session-expired')).toHaveLength(0);
  expect(await eventsNamed(page, 'renewal:minting')).toHaveLength(1);
});

test('a session that lapsed in a suspended tab is renewed once after both events', async ({ page }) => {
  const before = await prepareSurvivor(page);
  await page.clock.fastForward('23:10:00');
  await waitForEvents(page, 'session-expired');
  const [expiring] = await waitForEvents(page, 'session-expiring');
  expect(expiring?.payload.expiresInMs).toBe(0);
  await expectRenewedWithoutReload(page, before);
  expect(await eventsNamed(page, 'renewal:minting')).toHaveLength(1);
});

test('an invalid session id gives a session-renewal error while the embed stays up', async ({ page }) => {
  const before = await prepareSurvivor(page);
  await page.locator('#renew-invalid').click();
  const [error] = await waitForEvents(page, 'error');
  expect(error?.payload).toMatchObject({
    name: 'EmbedSessionExchangeError',
    context: 'session-renewal',
    fatal: false,
  });
  await expect(embed(page).getByTestId('session-status')).toHaveText('active');
  await expect(embed(page).getByTestId('notes')).toHaveValue('typed before renewal');
  await expect(embed(page).getByTestId('load-count')).toHaveText(before.loads ?? '');
  await embed(page).getByTestId('tab-orders').click();
  await waitForEvents(page, 'navigate');
});

test('reloading the embed after its session id was exchanged is refused, never reopened without a session', async ({
  page,
}) => {
  // By its path: the host page's address names the embed's route too (syncRoute's ?embed=).
  const tenantFrame = page
    .frames()
    .find((frame) => new URL(frame.url()).pathname.startsWith('/embed/dashboard/'));
  await tenantFrame?.evaluate(() => location.reload());
  await expect(embed(page).getByTestId('fatal-message')).toContainText('can no longer be opened');
  await expect(embed(page).getByTestId('session-status')).toHaveCount(0);
});
