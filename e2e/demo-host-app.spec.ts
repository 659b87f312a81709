import { expect, type Page, test } from './engine';
import { embed, eventsNamed, openHostPage, waitForEvents } from './support';

// The demo page as a small app of its own: Home (the kept-alive embed) and Reports (lazy embeds), on
// the page's own history, with the embed's route in the address (syncRoute).

const ORDERS = '/embed/dashboard/sales-overview/orders';
const OVERVIEW = '/embed/dashboard/sales-overview';

const TABS = { home: 'Home', reports: 'Reports (10 lazy embeds)' } as const;
const tab = (page: Page, name: keyof typeof TABS) =>
  page.getByRole('link', { name: TABS[name], exact: true });
const embedRoute = (page: Page) => page.evaluate(() => new URLSearchParams(location.search).get('embed'));
/** The report embeds that have an iframe (lazyLoad creates it as a report nears the viewport). */
const reportFrames = (page: Page) => page.locator('.report-embed iframe').count();

test('leaving Home and coming back neither mints nor reloads the kept-alive dashboard', async ({ page }) => {
  await openHostPage(page);
  await embed(page).getByTestId('notes').fill('typed before leaving');
  const loads = await embed(page).getByTestId('load-count').textContent();
  const src = await page.locator('#main-embed').getAttribute('src');

  await tab(page, 'reports').click();
  await expect(page).toHaveURL(/[?&]page=reports/);
  await expect(page.locator('#reports')).toBeVisible();
  await expect(page.locator('.workspace')).toBeHidden();
  await waitForEvents(page, 'route:reports');

  // Back in the browser's history, then forward and Home by the tab: the same document each time.
  await page.evaluate(() => history.back());
  await waitForEvents(page, 'route:home');
  await expect(page).not.toHaveURL(/[?&]page=reports/);
  await page.evaluate(() => history.forward());
  await waitForEvents(page, 'route:reports', 2);
  await tab(page, 'home').click();
  await waitForEvents(page, 'route:home', 2);

  await expect(embed(page).getByTestId('notes')).toHaveValue('typed before leaving');
  await expect(embed(page).getByTestId('load-count')).toHaveText(loads ?? '');
  expect(await page.locator('#main-embed').getAttribute('src')).toBe(src);
  await expect(page.locator('#mint-count')).toHaveText('1');
  expect(await eventsNamed(page, 'mint')).toHaveLength(1);
  expect(await eventsNamed(page, 'ready')).toHaveLength(1);
  // On screen again where it was: at the stage's box.
  const [frame, stage] = await page.evaluate(() =>
    ['#main-embed', '#embed'].map((selector) => {
      const { left, top, width } = (document.querySelector(selector) as Element).getBoundingClientRect();
      return { left: Math.round(left), top: Math.round(top), width: Math.round(width) };
    }),
  );
  expect(Math.abs((frame?.left ?? 0) - (stage?.left ?? 0))).toBeLessThanOrEqual(2);
  expect(Math.abs((frame?.top ?? 0) - (stage?.top ?? 0))).toBeLessThanOrEqual(2);
});

test('the reports page mints and frames only the reports near the viewport, more as it scrolls', async ({
  page,
}) => {
  await openHostPage(page);
  // Home: the hidden reports page has neither sessions nor frames.
  expect(await reportFrames(page)).toBe(0);
  expect(await eventsNamed(page, 'report:mint')).toHaveLength(0);

  await tab(page, 'reports').click();
  await waitForEvents(page, 'report:ready');
  const near = await page.evaluate(
    () =>
      [...document.querySelectorAll('.report-embed')].filter(
        (box) => box.getBoundingClientRect().top < innerHeight + 200,
      ).length,
  );
  expect(near).toBeLessThan(10);
  await expect.poll(() => reportFrames(page)).toBe(near);
  await expect(page.locator('#report-mints')).toHaveText(String(near));
  expect(await eventsNamed(page, 'report:mint')).toHaveLength(near);

  await page.evaluate(() => [...document.querySelectorAll('.report-embed')].at(-1)?.scrollIntoView());
  await expect.poll(async () => (await eventsNamed(page, 'report:mint')).length).toBeGreaterThan(near);
  const mints = (await eventsNamed(page, 'report:mint')).length;
  expect(mints).toBeLessThan(10);
  expect(await reportFrames(page)).toBe(mints);
  await expect(page.locator('#report-mints')).toHaveText(String(mints));
  // The main embed minted once, and only once, all along.
  expect(await eventsNamed(page, 'mint')).toHaveLength(1);
});

test('the reports are different dashboards, and the activity log stays in view as they scroll', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await openHostPage(page);
  await tab(page, 'reports').click();
  await waitForEvents(page, 'report:ready');
  const titles = await page
    .locator('.report h3')
    .evaluateAll((headings) => headings.map((heading) => heading.textContent ?? ''));
  expect(titles).toHaveLength(10);
  expect(new Set(titles).size).toBe(10);
  // Each embed is its own dashboard, opened with a session minted for it.
  await expect(page.frameLocator('.report-embed[data-report="1"] iframe').locator('h1')).toHaveText(
    titles[0] ?? '',
  );
  const [firstMint] = await eventsNamed(page, 'report:mint');
  expect(firstMint?.payload).toMatchObject({ report: 1, publicId: 'sales-overview' });

  const inView = () =>
    page.evaluate(() => {
      const log = document.querySelector('#event-log')?.closest('section')?.getBoundingClientRect();
      const newest = document.querySelector('#event-log li')?.getBoundingClientRect();
      const visible = (box: DOMRect | undefined) =>
        box !== undefined && box.height > 0 && box.top >= 0 && box.bottom <= innerHeight;
      return { log: visible(log), newest: visible(newest), scrolled: Math.round(scrollY) };
    });
  const scrollTo = (report: number) =>
    page.evaluate(
      (n) =>
        document
          .querySelector(`.report[data-report="${n}"], .report-embed[data-report="${n}"]`)
          ?.scrollIntoView({ block: 'start' }),
      report,
    );
  // Halfway down (the log used to start below all ten reports), then to the last report.
  await scrollTo(5);
  await expect.poll(async () => (await inView()).scrolled).toBeGreaterThan(2000);
  expect(await inView()).toMatchObject({ log: true, newest: true });
  await scrollTo(10);
  await expect.poll(async () => (await inView()).scrolled).toBeGreaterThan(4000);
  // The last report came in (its mint is the newest line, at the top of the log, in view).
  await expect
    .poll(async () => (await eventsNamed(page, 'report:mint')).some((mint) => mint.payload.report === 10))
    .toBe(true);
  expect(await inView()).toMatchObject({ log: true, newest: true });
  // Five dashboards load at once by now: on a loaded machine that takes a while.
  await expect(page.frameLocator('.report-embed[data-report="10"] iframe').locator('h1')).toHaveText(
    titles[9] ?? '',
    { timeout: 30_000 },
  );
});

test("the address follows the embed's route, and back brings the embed back", async ({ page }) => {
  await openHostPage(page);
  await embed(page).getByTestId('tab-orders').click();
  await expect.poll(() => embedRoute(page)).toBe(ORDERS);
  await page.evaluate(() => history.back());
  await expect.poll(async () => (await eventsNamed(page, 'navigate')).at(-1)?.payload.path).toBe(OVERVIEW);
  await expect(embed(page).getByTestId('tab-overview')).toHaveAttribute('aria-selected', 'true');

  // A host-route change keeps the embed's route in the address, and a reload opens the embed there.
  await embed(page).getByTestId('tab-orders').click();
  await expect.poll(() => embedRoute(page)).toBe(ORDERS);
  await tab(page, 'reports').click();
  expect(await embedRoute(page)).toBe(ORDERS);
  await tab(page, 'home').click();
  await page.goto(await page.evaluate(() => location.href));
  await expect.poll(async () => (await eventsNamed(page, 'view')).at(-1)?.payload.path).toBe(ORDERS);
});
