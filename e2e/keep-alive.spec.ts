import { expect, type Page, test } from './engine';
import { urls } from './support';

interface KeepAliveStats {
  mints: number;
  readies: number;
  loads: number;
  paths: string[];
  errors: string[];
}

const stats = (page: Page) =>
  page.evaluate(() => (window as unknown as { keepAliveStats: KeepAliveStats }).keepAliveStats);

/** The iframe's rect and the rect of what holds its place on the route (the placeholder). */
const geometry = (page: Page) =>
  page.evaluate(() => {
    const iframe = document.querySelector('iframe') as HTMLIFrameElement;
    const slot = document.querySelector('#route [data-svc-embed-placeholder]');
    const rect = (element: Element | null) => {
      const { left, top, width, height } = element?.getBoundingClientRect() ?? new DOMRect();
      return [left, top, width, height].map(Math.round);
    };
    return { iframe: rect(iframe), slot: rect(slot), inert: iframe.inert, connected: iframe.isConnected };
  });

// A route change away and back: the same embed, shown again over the new route's placeholder, no
// second mint, ready or load, and still at the in-embed route it was left on.
for (const kind of ['React <SvcEmbed keepAlive>', '<svc-embed keep-alive>']) {
  test(`${kind}: leaving the route and coming back keeps the embed: no mint, no reload`, async ({ page }) => {
    await page.goto(`${urls().host}pages/keep-alive${kind.startsWith('<svc') ? '?element' : ''}`);
    await expect.poll(async () => (await stats(page)).readies).toBe(1);
    const dashboardPath = (await stats(page)).paths[0] as string;
    await page.frameLocator('iframe').getByTestId('tab-orders').click();
    await expect.poll(async () => (await stats(page)).paths.at(-1)).toBe(`${dashboardPath}/orders`);

    await page.locator('#go-other').click();
    await expect.poll(async () => (await geometry(page)).inert).toBe(true);
    expect((await geometry(page)).connected).toBe(true);

    await page.locator('#go-dashboard').click();
    await expect.poll(async () => (await geometry(page)).inert).toBe(false);
    const { iframe, slot } = await geometry(page);
    expect(iframe).toEqual(slot);
    expect(await stats(page)).toEqual({
      mints: 1,
      readies: 1,
      loads: 1,
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
