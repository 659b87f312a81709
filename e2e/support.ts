import { EMBED_EVENT_NAMES } from '../src/envelope';
import { expect, type Frame, type FrameLocator, type Locator, type Page } from './engine';

export interface LoggedEvent {
  name: string;
  payload: Record<string, unknown>;
}

export function urls() {
  const read = (name: string) => {
    const value = process.env[name];
    if (!value) throw new Error(`${name} is not set: run through playwright.config.ts (global setup)`);
    return value;
  };
  return {
    host: read('E2E_HOST_URL'),
    tenant: read('E2E_TENANT_URL'),
    third: read('E2E_THIRD_URL'),
    apiKey: read('E2E_API_KEY'),
  };
}

/** The host page's event log, oldest first. */
export async function loggedEvents(page: Page): Promise<LoggedEvent[]> {
  const entries = await page.locator('#event-log li[data-event]').evaluateAll((items) =>
    items.map((item) => ({
      name: item.getAttribute('data-event') ?? '',
      payload: JSON.parse(item.getAttribute('data-payload') ?? 'null') as Record<string, unknown>,
    })),
  );
  return entries.reverse();
}

export async function embedEvents(page: Page): Promise<LoggedEvent[]> {
  const names = new Set<string>(EMBED_EVENT_NAMES);
  return (await loggedEvents(page)).filter((event) => names.has(event.name));
}

export async function eventsNamed(page: Page, name: string): Promise<LoggedEvent[]> {
  return (await loggedEvents(page)).filter((event) => event.name === name);
}

/** Waits until the log holds `count` events of that name; returns them. */
export async function waitForEvents(page: Page, name: string, count = 1): Promise<LoggedEvent[]> {
  await expect.poll(async () => (await eventsNamed(page, name)).length).toBeGreaterThanOrEqual(count);
  return eventsNamed(page, name);
}

export function embed(page: Page): FrameLocator {
  // The demo page's kept-alive embed (wherever showEmbed put it: moved into #embed, or over it in a
  // browser without moveBefore), or a wrapper test page's iframe in #embed.
  return page.frameLocator('#main-embed, #embed iframe');
}

/** Opens the host page and waits for the embed's `dashboard-loaded` (or `ready` for app/chat). */
export async function openHostPage(page: Page, query = ''): Promise<void> {
  await page.goto(`${urls().host}${query}`);
  await expect(page.locator('#ready-status')).toHaveText(/^ready/);
  if (!query.includes('surface=') || query.includes('surface=dashboard'))
    await waitForEvents(page, 'dashboard-loaded');
}

/** The page's uncaught errors and console errors, collected from now on. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** What a wrapper test notes before changing a setting, to show afterwards that nothing reloaded. */
export interface EmbedBefore {
  loads: string;
  src: string | null;
}

/** The same iframe, the same address, no new load, one `ready` and no `embed-error`. */
export async function expectNotReloaded(
  page: Page,
  iframe: Locator,
  frame: FrameLocator,
  before: EmbedBefore,
): Promise<void> {
  await expect(frame.getByTestId('load-count')).toHaveText(before.loads);
  await expect(iframe).toHaveCount(1);
  expect(await iframe.getAttribute('src')).toBe(before.src);
  expect(await eventsNamed(page, 'ready')).toHaveLength(1);
  expect(await eventsNamed(page, 'embed-error')).toEqual([]);
}

/** The document of the iframe `selector` finds (by default the `<svc-embed>`'s), to evaluate in. */
export async function frameIn(page: Page, selector = 'svc-embed iframe'): Promise<Frame> {
  const frame = await (await page.locator(selector).elementHandle())?.contentFrame();
  if (!frame) throw new Error(`no frame in ${selector}`);
  return frame;
}

/** Lets a document run `count` animation frames (in the embed, each may report a size). */
export async function runFrames(target: Page | Frame, count: number): Promise<void> {
  await target.evaluate(
    (frames) =>
      new Promise<void>((resolve) => {
        let left = frames;
        const next = () => (--left <= 0 ? resolve() : requestAnimationFrame(next));
        requestAnimationFrame(next);
      }),
    count,
  );
}
