import { expect, type Page, test } from './engine';
import { urls } from './support';

interface KeepAliveStats {
  mints: number;
  readies: number;
  loads: number;
  paths: string[];
  errors: string[];
  mintsBy: { A: number; B: number };
  sessionsBy: { A: string[]; B: string[] };
}

const stats = (page: Page) =>
  page.evaluate(() => (window as unknown as { keepAliveStats: KeepAliveStats }).keepAliveStats);

/**
 * The iframe's rect and the rect of what holds its place on the route: the placeholder it is shown
 * over, or the container it was moved into (`moveBefore`); and whether it is inside the route.
 */
const geometry = (page: Page) =>
  page.evaluate(() => {
    const iframe = document.querySelector('iframe') as HTMLIFrameElement;
    const route = document.querySelector('#route');
    const placeholder = route?.querySelector('[data-svc-embed-placeholder]') ?? null;
    const rect = (element: Element | null) => {
      const { left, top, width, height } = element?.getBoundingClientRect() ?? new DOMRect();
      return [left, top, width, height].map(Math.round);
    };
    return {
      iframe: rect(iframe),
      slot: rect(placeholder ?? (route?.contains(iframe) ? iframe.parentElement : null)),
      overPlaceholder: placeholder !== null,
      inRoute: route?.contains(iframe) ?? false,
      inert: iframe.inert,
      connected: iframe.isConnected,
    };
  });

// A route change away and back: the same embed, shown again in the new route, no second mint,
// ready or load, and still at the in-embed route it was left on. React moves the iframe into its
// new container where the browser has moveBefore (Chromium, Firefox; not WebKitGTK), parked before
// the old one goes; the element always shows it over a placeholder (it hears of its removal late).
for (const kind of ['React <SvcEmbed keepAlive>', '<svc-embed keep-alive>']) {
  test(`${kind}: leaving the route and coming back keeps the embed: no mint, no reload`, async ({ page }) => {
    const element = kind.startsWith('<svc');
    await page.goto(`${urls().host}pages/keep-alive${element ? '?element' : ''}`);
    const hasMoveBefore = await page.evaluate(() => 'moveBefore' in Element.prototype);
    if (test.info().project.name !== 'webkit') expect(hasMoveBefore).toBe(true);
    const movesIn = hasMoveBefore && !element;
    await expect.poll(async () => (await stats(page)).readies).toBe(1);
    const dashboardPath = (await stats(page)).paths[0] as string;
    // Before the trip: the embed's load, and the blank one of its iframe put in while its controller
    // minted the first session (where the engine fires one). No reload is none more after.
    const { loads } = await stats(page);
    await page.frameLocator('iframe').getByTestId('tab-orders').click();
    await expect.poll(async () => (await stats(page)).paths.at(-1)).toBe(`${dashboardPath}/orders`);

    expect(await geometry(page)).toMatchObject({ inRoute: movesIn, overPlaceholder: !movesIn });

    await page.locator('#go-other').click();
    await expect.poll(async () => (await geometry(page)).inert).toBe(true);
    expect(await geometry(page)).toMatchObject({ connected: true, inRoute: false });

    await page.locator('#go-dashboard').click();
    await expect.poll(async () => (await geometry(page)).inert).toBe(false);
    const { iframe, slot, inRoute, overPlaceholder } = await geometry(page);
    expect({ inRoute, overPlaceholder }).toEqual({ inRoute: movesIn, overPlaceholder: !movesIn });
    expect(iframe).toEqual(slot);
    expect(await stats(page)).toMatchObject({
      mints: 1,
      readies: 1,
      loads,
      paths: [dashboardPath, `${dashboardPath}/orders`],
      errors: [],
    });
    // The embed's own state survived: the orders tab is still the one selected.
    await expect(page.frameLocator('iframe').getByTestId('tab-orders')).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
}

/** The iframes on the page: how many, the first one's address, and whether A's is still in the page. */
const iframesNow = (page: Page) =>
  page.evaluate(() => {
    const all = [...document.querySelectorAll('iframe')];
    const first = (window as unknown as { firstIframe?: HTMLIFrameElement }).firstIframe;
    return { count: all.length, src: all[0]?.getAttribute('src') ?? '', firstConnected: first?.isConnected };
  });

// Sign-out and sign-in without a reload: user B never sees A's kept embed. B gets a new iframe with
// B's session in its address; A's iframe leaves the page; a renewal of B's session calls B's
// mintSession, never A's. Users are told apart by keepAlive's owner, or by B's own session id.
for (const kind of ['React <SvcEmbed keepAlive>', '<svc-embed keep-alive>']) {
  for (const by of ['owner', 'session']) {
    test(`${kind}, users told apart by ${by}: after sign-out, user B gets a new embed with B's session, never A's`, async ({
      page,
    }) => {
      await page.clock.install();
      await page.goto(`${urls().host}pages/keep-alive?by=${by}${kind.startsWith('<svc') ? '&element' : ''}`);
      await expect.poll(async () => (await stats(page)).readies).toBe(1);
      await page.evaluate(() => {
        Object.assign(window, { firstIframe: document.querySelector('iframe') });
      });

      await page.locator('#sign-out').click();
      await expect.poll(async () => (await geometry(page)).inert).toBe(true);
      await page.locator('#sign-in-b').click();
      await expect.poll(async () => (await stats(page)).readies).toBe(2);

      const { mintsBy, sessionsBy, errors } = await stats(page);
      expect(mintsBy).toEqual({ A: 1, B: 1 });
      const [sessionA, sessionB] = [sessionsBy.A[0] as string, sessionsBy.B[0] as string];
      const now = await iframesNow(page);
      expect(now.count).toBe(1);
      expect(new URL(now.src).searchParams.get('session')).toBe(sessionB);
      expect(now.src).not.toContain(sessionA);
      expect(now.firstConnected).toBe(false);
      expect(errors).toEqual([]);

      // B's session warns 30 min before its end (a 24 h token): B's mintSession renews it, A's is never called.
      await page.clock.fastForward('22:31:00');
      await expect.poll(async () => (await stats(page)).mintsBy.B).toBe(2);
      expect((await stats(page)).mintsBy.A).toBe(1);
    });
  }
}
