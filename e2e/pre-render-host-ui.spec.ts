// Issue 28: a pre-rendered embed, hidden or shown, leaves the host's own UI its clicks and its
// keyboard. Real input from the driver (page.mouse, page.keyboard), in every engine, on both paths:
// moveBefore where the browser has it, and the overlay forced with { overlay: true }.
import { expect, type Page, test } from './engine';
import { urls } from './support';

interface HostUiPage {
  clicks: string[];
  ready: boolean;
  preload(): void;
  show(id: string): Promise<void>;
  hide(): void;
  shrinkPanel(): Promise<void>;
  centre(id: string): { x: number; y: number };
  overEmbed(id: string): boolean;
  scrollTopTo(id: string, offset: number): Promise<void>;
  focus(): string;
  focusEmbedWindow(): void;
  secret(): string;
  usesOverlay(): boolean;
}
declare global {
  interface Window {
    hostUi: HostUiPage;
  }
}

async function openPage(page: Page, path: 'moveBefore' | 'overlay') {
  await page.goto(`${urls().host}pages/host-ui${path === 'overlay' ? '?overlay' : ''}`);
  await page.evaluate(() => window.hostUi.preload());
  await expect.poll(() => page.evaluate(() => window.hostUi.ready)).toBe(true);
}

/** A real left click at the centre of the host element `id`. */
async function clickAt(page: Page, id: string) {
  const { x, y } = await page.evaluate((target) => window.hostUi.centre(target), id);
  await page.mouse.click(x, y);
}

/** A real click on host UI drawn where the embed's iframe box is (so that the click tests something). */
async function clickOverEmbed(page: Page, id: string) {
  expect(
    await page.evaluate((target) => window.hostUi.overEmbed(target), id),
    `${id} is over the embed`,
  ).toBe(true);
  await clickAt(page, id);
}

const scrollTopTo = (page: Page, id: string, offset: number) =>
  page.evaluate(([target, by]) => window.hostUi.scrollTopTo(target, by), [id, offset] as const);

function embedFrame(page: Page) {
  const frame = page.frames().find((candidate) => candidate.url().includes('/embed/'));
  if (!frame) throw new Error(`no embed frame among ${page.frames().map((candidate) => candidate.url())}`);
  return frame;
}

for (const path of ['moveBefore', 'overlay'] as const) {
  test(`real clicks reach the host's sticky header, menu and the button below a panel that became scrollable, and the embed in a positioned card (${path})`, async ({
    page,
  }) => {
    await openPage(page, path);
    await embedFrame(page).evaluate(() => {
      const counted = window as unknown as { presses: number };
      counted.presses = 0;
      document.addEventListener('mousedown', () => (counted.presses += 1), true);
    });
    await page.evaluate(() => window.hostUi.show('a'));
    if (path === 'overlay') expect(await page.evaluate(() => window.hostUi.usesOverlay())).toBe(true);

    // The embed scrolled under the sticky header (positioned, no z-index).
    await scrollTopTo(page, 'a', 0);
    await clickOverEmbed(page, 'header-button');
    await scrollTopTo(page, 'a', 100);
    // A menu (positioned, no z-index, after the embed in the page) opened over it.
    await clickAt(page, 'menu-toggle');
    await clickOverEmbed(page, 'menu-item');
    // Shown in a panel that then scrolls its content: the button below it is where the embed was.
    await page.evaluate(() => window.hostUi.show('b'));
    await page.evaluate(() => window.hostUi.shrinkPanel());
    await scrollTopTo(page, 'panel', 100);
    await clickOverEmbed(page, 'below-panel');
    expect(await page.evaluate(() => window.hostUi.clicks)).toEqual([
      'header-button',
      'menu-toggle',
      'menu-item',
      'below-panel',
    ]);
    expect(await embedFrame(page).evaluate(() => (window as unknown as { presses: number }).presses)).toBe(0);

    // Inside a positioned card (its box over the container), the embed still takes its own clicks.
    await page.evaluate(() => window.hostUi.show('card'));
    await scrollTopTo(page, 'card', 100);
    await clickOverEmbed(page, 'card');
    await expect
      .poll(() => embedFrame(page).evaluate(() => (window as unknown as { presses: number }).presses))
      .toBe(1);
    expect(await page.evaluate(() => window.hostUi.clicks)).toHaveLength(4);
  });

  for (const shownBefore of [false, true])
    test(`a hidden embed that focuses itself does not take what is typed into a host password field (${path}, ${shownBefore ? 'hidden after showEmbed' : 'parked since preloadEmbed'})`, async ({
      page,
      webdriver,
    }) => {
      await openPage(page, path);
      if (shownBefore) {
        await page.evaluate(() => window.hostUi.show('a'));
        await page.evaluate(() => window.hostUi.hide());
      }
      await clickAt(page, 'secret');
      await page.keyboard.type('hu');
      // The embed's window focused (cross-origin, as the frame's own window.focus() would).
      await page.evaluate(() => window.hostUi.focusEmbedWindow());
      await expect.poll(() => page.evaluate(() => window.hostUi.focus())).toBe('secret');
      await page.keyboard.type('nter2-');
      // What a tenant page can do on a timer while it is hidden: focus an element of its own. Not
      // over WebDriver: running a script in a frame switches to it, which alone gives it the keys.
      if (!webdriver)
        await embedFrame(page).evaluate(() => {
          (document.querySelector('button, input, [tabindex]') as HTMLElement | null)?.focus();
          window.focus();
        });
      await expect.poll(() => page.evaluate(() => window.hostUi.focus())).toBe('secret');
      await page.keyboard.type('correct-horse');
      expect(await page.evaluate(() => window.hostUi.secret())).toBe('hunter2-correct-horse');
    });
}
