import { ENTRY_WAIT_MS } from '../src/extensions/host/sync-route-writer';
import { expect, type Page, test } from './engine';
import type { RouteLog } from './pages/sync-route.page';
import { urls } from './support';

const HOME = '/embed/d/42/app';
const CITY = `${HOME}/workbook/130`;
const COUNTRY = `${HOME}/workbook/131`;
const LATEST = `${HOME}/workbook/132`;

const routeLog = (page: Page) => page.evaluate(() => window.routeLog as RouteLog);
/** The embed's route in the host page's address. */
const param = (page: Page) => page.evaluate(() => new URLSearchParams(location.search).get('embed'));
const lastOf = async (page: Page, name: 'view' | 'navigate') =>
  (await routeLog(page)).events.filter((event) => event.name === name).at(-1)?.path;

async function open(page: Page, query = ''): Promise<void> {
  await page.goto(`${urls().host}pages/sync-route${query}`);
  await expect.poll(async () => (await routeLog(page)).ready).toBe(true);
}

test('syncRoute: the address follows three navigations, back restores the previous route, a reload opens at it', async ({
  page,
}) => {
  // Time runs on; fastForward runs out the wait syncRoute gives the embed's own entries.
  await page.clock.install();
  await open(page);
  await expect.poll(() => param(page)).toBe(HOME);
  const historyLength = () => page.evaluate(() => history.length);
  const before = await historyLength();
  for (const path of [CITY, COUNTRY, LATEST]) {
    await page.evaluate((to) => window.routeController.navigate(to), path);
    await expect.poll(() => lastOf(page, 'navigate')).toBe(path);
    await expect.poll(() => param(page)).toBe(path);
  }

  // The route is written with readable slashes.
  expect(await page.evaluate(() => location.search)).toBe(`?embed=${LATEST}`);
  // The sandbox's embed adds an entry per move (pushState in the iframe): the address follows in
  // place, so one entry per move, not two, and back goes through the embed's own entries. On a port
  // its navigate event can come before its entry: none of syncRoute's own is added then either.
  await expect.poll(historyLength).toBe(before + 3);
  await page.clock.fastForward(ENTRY_WAIT_MS);
  expect(await historyLength()).toBe(before + 3);

  await page.evaluate(() => window.goBack());
  await expect.poll(() => lastOf(page, 'navigate')).toBe(COUNTRY);
  expect(await param(page)).toBe(COUNTRY);
  const log = await routeLog(page);
  const arrival = log.events.find((event) => event.name === 'navigate' && event.at > log.backAt);
  // Reported, not asserted (no wall-clock assertions): the target is one round trip.
  console.log(
    `sync-route timing (${test.info().project.name}): ${((arrival?.at ?? Number.NaN) - log.backAt).toFixed(1)} ms from history.back() to the embed's navigate event`,
  );
  // The embed's arrival added no entry: back once more reaches the first workbook, forward returns.
  await page.evaluate(() => window.goBack());
  await expect.poll(() => lastOf(page, 'navigate')).toBe(CITY);
  await page.evaluate(() => history.forward());
  await expect.poll(() => lastOf(page, 'navigate')).toBe(COUNTRY);
  expect(await param(page)).toBe(COUNTRY);

  const address = await page.evaluate(() => location.href);
  await page.goto(address);
  await expect.poll(async () => (await routeLog(page)).ready).toBe(true);
  await expect.poll(() => lastOf(page, 'view')).toBe(COUNTRY);
  expect(await param(page)).toBe(COUNTRY);
  expect(await page.frameLocator('#embed iframe').locator('body').textContent()).toContain(
    'Revenue by country',
  );
  const { diagnostics, errors } = await routeLog(page);
  expect({ diagnostics, errors }).toEqual({ diagnostics: [], errors: [] });
});

test('syncRoute: a deep link opens the embed at its route in its first address: one document, no navigate sent', async ({
  page,
}) => {
  await open(page, `?embed=${COUNTRY}`);
  await expect.poll(() => lastOf(page, 'view')).toBe(COUNTRY);
  await expect
    .poll(() => page.frameLocator('#embed iframe').locator('body').textContent())
    .toContain('Revenue by country');
  const { events, loads, sent, diagnostics, errors } = await routeLog(page);
  expect({ loads, sent: sent.filter((type) => type === 'svc:action:navigate') }).toEqual({
    loads: 1,
    sent: [],
  });
  // One render: the embed never showed its start page (no view of it, no navigate of its own).
  expect(events.map(({ name, path }) => [name, path])).toEqual([['view', COUNTRY]]);
  expect(await param(page)).toBe(COUNTRY);
  expect({ diagnostics, errors }).toEqual({ diagnostics: [], errors: [] });
});

test('syncRoute: a parked embed moving three times leaves the address alone; shown, its route replaces the parameter', async ({
  page,
}) => {
  await open(page, '?preload');
  for (const path of [CITY, COUNTRY, LATEST]) {
    await page.evaluate((to) => window.routeController.navigate(to), path);
    await expect.poll(() => lastOf(page, 'navigate')).toBe(path);
  }
  expect(await page.evaluate(() => location.search)).toBe('?preload');
  const historyLength = () => page.evaluate(() => history.length);
  const before = await historyLength();
  await page.locator('#show').click();
  await expect.poll(() => param(page)).toBe(LATEST);
  expect(await page.evaluate(() => location.search)).toBe(`?preload&embed=${LATEST}`);
  expect(await historyLength()).toBe(before);
});

for (const [label, hostile] of [
  ['another deployment', '/embed/d/43/app'],
  ['a protocol-relative address', `//evil.example${HOME}`],
  ['an encoded dot-dot segment', `${HOME}/%2e%2e/%2e%2e/d/43/app`],
  ['a dot-dot segment with a path parameter', `${HOME}/..;/..;/d/43/app`],
] as const) {
  test(`syncRoute: ${label} in the address is refused and the embed stays on its home`, async ({ page }) => {
    await open(page, `?embed=${encodeURIComponent(hostile)}`);
    await expect.poll(() => lastOf(page, 'view')).toBe(HOME);
    await expect.poll(() => param(page)).toBe(HOME);
    const { diagnostics, events, sent } = await routeLog(page);
    expect(diagnostics.map((diagnostic) => diagnostic.reason)).toEqual(['route-refused']);
    expect(events.filter((event) => event.name === 'navigate')).toEqual([]);
    expect(sent.filter((type) => type === 'svc:action:navigate')).toEqual([]);
  });
}
