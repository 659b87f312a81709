import { expect, type Frame, type Page, test } from './engine';
import { frameIn, urls } from './support';

/** What e2e/pages/viewport.page.ts counts: the regions the host sent, with the host frame of each. */
interface ViewportStats {
  frame: number;
  regions: { frame: number; visible: boolean; top: number; height: number }[];
  diagnostics: string[];
}

const IFRAME_PX = 3000;

const stats = (page: Page): Promise<ViewportStats> =>
  page.evaluate(() => (window as unknown as { viewportStats: ViewportStats }).viewportStats);

/** Opens the page and waits until the embed has been told its first region. */
async function open(page: Page): Promise<Frame> {
  await page.goto(`${urls().host}pages/viewport`);
  await expect.poll(async () => (await stats(page)).regions.length, { timeout: 15_000 }).toBeGreaterThan(0);
  const frame = await frameIn(page, '#viewport-embed iframe');
  await expect
    .poll(() => frame.evaluate(() => document.querySelector('[data-testid="open-details"]') !== null))
    .toBe(true);
  return frame;
}

/** Lets `ms` pass in the host page (the WebKit stand-in has no waitForTimeout). */
const wait = (page: Page, ms: number) =>
  page.evaluate((delay) => new Promise((resolve) => setTimeout(resolve, delay)), ms);

/** Where the iframe's top lies in the host document (below the page's header). */
const iframeTopInPage = (page: Page): Promise<number> =>
  page.locator('#viewport-embed iframe').evaluate((iframe) => iframe.getBoundingClientRect().top + scrollY);

/** Scrolls the host page `into` px past the iframe's top and waits until the embed's CSS variable says so. */
async function scrollInto(page: Page, frame: Frame, into: number): Promise<void> {
  const iframeTop = await iframeTopInPage(page);
  await page.evaluate((top) => window.scrollTo(0, top), iframeTop + into);
  // The iframe's top may lie on a fraction of a px; the host rounds the region to whole px.
  await expect
    .poll(async () =>
      Math.abs(
        Number.parseFloat(
          await frame.evaluate(() => document.documentElement.style.getPropertyValue('--svc-visible-top')),
        ) - into,
      ),
    )
    .toBeLessThanOrEqual(1);
}

test('the details dialog opens within the host viewport after scrolling 1,500 px into a 3,000 px embed', async ({
  page,
}) => {
  const frame = await open(page);
  await scrollInto(page, frame, 1500);
  await page.frameLocator('#viewport-embed iframe').getByTestId('open-details').click();
  await expect(page.frameLocator('#viewport-embed iframe').getByTestId('details-dialog')).toBeVisible();
  const box = await frame.evaluate(() => {
    const rect = document.querySelector('[data-testid="details-dialog"]')?.getBoundingClientRect();
    return rect ? { top: rect.top, bottom: rect.bottom } : null;
  });
  const iframeTop = await page
    .locator('#viewport-embed iframe')
    .evaluate((iframe) => iframe.getBoundingClientRect().top);
  const viewportHeight = await page.evaluate(() => innerHeight);
  expect(box).not.toBeNull();
  const top = iframeTop + (box?.top ?? Number.NaN);
  const bottom = iframeTop + (box?.bottom ?? Number.NaN);
  expect(top).toBeGreaterThanOrEqual(0);
  expect(bottom).toBeLessThanOrEqual(viewportHeight);
  expect((await stats(page)).diagnostics).toEqual([]);
});

test('a scroll request for a part outside the iframe scrolls the host no further than the iframe edge', async ({
  page,
}) => {
  const frame = await open(page);
  const edge = (await iframeTopInPage(page)) + IFRAME_PX;
  // What a buggy or hostile embed could send: a part far below its own box.
  await frame.evaluate(() =>
    parent.postMessage(
      {
        source: 'svc-embed',
        direction: 'event',
        type: 'svc:event:viewport',
        payload: { top: 100_000, height: 100_000, block: 'start' },
        timestamp: Date.now(),
        surface: 'dashboard',
      },
      '*',
    ),
  );
  // The page has 2,000 px below the iframe to scroll to: the iframe's bottom edge may come up to the top, no further.
  await expect.poll(() => page.evaluate(() => scrollY), { timeout: 10_000 }).toBeGreaterThanOrEqual(edge - 1);
  await frame.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
  expect(await page.evaluate(() => scrollY)).toBeLessThanOrEqual(edge + 1);
  expect((await stats(page)).diagnostics).toEqual([]);
});

test('no viewport message while nothing moves, over 2 s', async ({ page }) => {
  const frame = await open(page);
  await scrollInto(page, frame, 700);
  const before = await stats(page);
  await wait(page, 2000);
  const after = await stats(page);
  // The host ran frames all along (a throttled page would prove nothing), and sent nothing in them.
  expect(after.frame - before.frame).toBeGreaterThan(10);
  expect(after.regions.length - before.regions.length).toBe(0);
});

test('visibility turns false within two frames of scrolling the embed out of view, and the live tile stops', async ({
  page,
}) => {
  const frame = await open(page);
  const tile = page.frameLocator('#viewport-embed iframe');
  await expect(tile.getByTestId('live-state')).toHaveText('live');
  const scrolledAt = await page.evaluate(() => {
    const { viewportStats } = window as unknown as { viewportStats: ViewportStats };
    window.scrollTo(0, document.documentElement.scrollHeight);
    return viewportStats.frame;
  });
  await expect.poll(async () => (await stats(page)).regions.at(-1)?.visible).toBe(false);
  const hiddenAt = (await stats(page)).regions.at(-1)?.frame ?? Number.POSITIVE_INFINITY;
  expect(hiddenAt - scrolledAt).toBeLessThanOrEqual(2);
  await expect(tile.getByTestId('live-state')).toHaveText('paused: not visible');
  const requests = await frame.evaluate(
    () => document.querySelector('[data-testid="live-requests"]')?.textContent,
  );
  await wait(page, 2500);
  expect(
    await frame.evaluate(() => document.querySelector('[data-testid="live-requests"]')?.textContent),
  ).toBe(requests);
});
