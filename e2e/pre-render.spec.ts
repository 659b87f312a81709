import { expect, type Page, test } from './engine';
import type { PreRenderLog } from './pages/pre-render.page';
import { urls } from './support';

interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}
interface PreRenderPage {
  log: PreRenderLog;
  hasMoveBefore: boolean;
  preload(): void;
  isReady(): boolean;
  navigate(path: string): void;
  show(id: string): Promise<number>;
  hide(): void;
  destroy(): void;
  rects(id: string): Promise<{ iframe: Rect; container: Rect }>;
  hitAt(id: string): string;
  focusIframe(): boolean;
  activeIsIframe(): boolean;
  leftovers(): number;
}
declare global {
  interface Window {
    preRender: PreRenderPage;
  }
}

const readLog = (page: Page) => page.evaluate(() => window.preRender.log);

async function openPage(page: Page, moveBefore: 'on' | 'off') {
  await page.goto(`${urls().host}pages/pre-render?moveBefore=${moveBefore}`);
  const hasMoveBefore = await page.evaluate(() => window.preRender.hasMoveBefore);
  await page.evaluate(() => window.preRender.preload());
  await expect.poll(async () => (await readLog(page)).steps).toEqual(['ready']);
  return hasMoveBefore;
}

async function expectOver(page: Page, id: string) {
  const { iframe, container } = await page.evaluate((target) => window.preRender.rects(target), id);
  for (const side of ['left', 'top', 'width', 'height'] as const)
    expect(
      Math.abs(iframe[side] - container[side]),
      `${side}: ${JSON.stringify({ iframe, container })}`,
    ).toBeLessThanOrEqual(1);
}

async function expectHidden(page: Page) {
  // Over the parked iframe (at the page's origin) the page itself is hit, never the iframe.
  expect(await page.evaluate(() => window.preRender.hitAt('a'))).not.toBe('iframe');
  expect(await page.evaluate(() => window.preRender.focusIframe())).toBe(false);
  if ('keyboard' in page) {
    await page.locator('#after').focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => window.preRender.activeIsIframe())).toBe(false);
  }
}

for (const moveBefore of ['on', 'off'] as const) {
  test(`preloaded, navigated, shown in A, hidden, shown in B: never reloaded (moveBefore ${moveBefore})`, async ({
    page,
  }) => {
    const engine = test.info().project.name;
    const hasMoveBefore = await openPage(page, moveBefore);
    if (moveBefore === 'on')
      console.log(
        `pre-render (${engine}): Element.prototype.moveBefore ${hasMoveBefore ? 'present' : 'absent'}`,
      );
    const path = `/embed/dashboard/${encodeURIComponent(await publicId(page))}`;
    await page.evaluate((to) => window.preRender.navigate(to), `${path}/orders`);
    await expect.poll(async () => (await readLog(page)).paths).toEqual([`${path} -> ${path}/orders`]);
    await expectHidden(page);

    const toA = await page.evaluate(() => window.preRender.show('a'));
    await expectOver(page, 'a');
    expect(await page.evaluate(() => window.preRender.hitAt('a'))).toBe('iframe');
    await page.evaluate(() => window.preRender.hide());
    await expectHidden(page);

    const toB = await page.evaluate(() => window.preRender.show('b'));
    await expectOver(page, 'b');
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expectOver(page, 'b');
    await page.evaluate(() => document.getElementById('panel')?.scrollTo(0, 150));
    await expectOver(page, 'b');
    await page.evaluate(() => {
      const b = document.getElementById('b') as HTMLElement;
      b.style.width = '50%';
      b.style.height = '560px';
    });
    await expectOver(page, 'b');
    expect(await page.evaluate(() => window.preRender.hitAt('b'))).toBe('iframe');

    // Still the first document, still on /orders: the next navigation starts from there.
    await page.evaluate((to) => window.preRender.navigate(to), path);
    await expect.poll(async () => (await readLog(page)).paths.at(-1)).toBe(`${path}/orders -> ${path}`);
    const log = await readLog(page);
    expect({ readies: log.readies, loads: log.loads, mints: log.mints }).toEqual({
      readies: 1,
      loads: 1,
      mints: 1,
    });
    console.log(
      `pre-render timing (${engine}, ${moveBefore === 'on' && hasMoveBefore ? 'moveBefore' : 'overlay'}): showEmbed to the container's rect after two frames: ${toA.toFixed(1)} ms (A), ${toB.toFixed(1)} ms (B)`,
    );

    await page.evaluate(() => window.preRender.destroy());
    expect(await page.evaluate(() => window.preRender.leftovers())).toBe(0);
  });
}

test('a hidden preloaded embed renews once per session over three session lifetimes, and is ready when shown', async ({
  page,
}) => {
  // The e2e tenant's sessions last 23 h (fake clock), the warning comes 30 min before the end.
  await page.clock.install();
  await openPage(page, 'on');
  const sessionEnd = page.frameLocator('iframe').getByTestId('session-end');
  for (let session = 1; session <= 3; session += 1) {
    const before = await sessionEnd.textContent();
    await page.clock.fastForward('22:31:00');
    await expect
      .poll(async () => (await readLog(page)).renewals.filter((phase) => phase === 'sent'))
      .toHaveLength(session);
    // The embed has exchanged the new session before its clock moves again.
    await expect(sessionEnd).not.toHaveText(before ?? '');
  }
  const log = await readLog(page);
  expect({ mints: log.mints, readies: log.readies, loads: log.loads }).toEqual({
    mints: 4,
    readies: 1,
    loads: 1,
  });
  expect(log.renewals).toEqual(['minting', 'sent', 'minting', 'sent', 'minting', 'sent']);
  await page.evaluate(() => window.preRender.show('a'));
  expect(await page.evaluate(() => window.preRender.isReady())).toBe(true);
  const path = `/embed/dashboard/${encodeURIComponent(await publicId(page))}`;
  await page.evaluate((to) => window.preRender.navigate(to), `${path}/orders`);
  await expect.poll(async () => (await readLog(page)).paths).toEqual([`${path} -> ${path}/orders`]);
});

function publicId(page: Page): Promise<string> {
  return page.evaluate(
    () => JSON.parse(document.getElementById('host-config')?.textContent ?? '{}').publicId,
  );
}
