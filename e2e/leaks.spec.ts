import { expect, test } from './engine';
import type { LeakReport } from './pages/leaks.page';
import { urls } from './support';

const CYCLES = 10_000;

test(`${CYCLES} EmbedController and EmbedEmitter create/destroy cycles leave no listener, timer or iframe`, async ({
  page,
}) => {
  // A hang guard, not a timing goal: the run takes under a minute here.
  test.setTimeout(300_000);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => {
    // The page's CSP refusing each iframe's address (the page's own origin, not in its frame-src) is
    // the intended way of never loading it; Firefox reports each refusal as a page error.
    if (!/\(frame-src\)/.test(error.message)) pageErrors.push(error.message);
  });
  await page.goto(`${urls().host}pages/leaks`);
  await page.waitForFunction(() => typeof window.runLeakCycles === 'function');

  const report = await page.evaluate((cycles) => window.runLeakCycles(cycles), CYCLES);

  const expected: LeakReport = {
    cycles: CYCLES,
    // Counted from just before the first cycle. The counters see both while alive: the controller's message
    // listener and its reach probe's securitypolicyviolation listener (a tenant on this machine), the
    // emitter's message, focus, pageshow and visibilitychange; the ready timeout, the probe's timer and
    // the session timer; the iframe.
    whileAlive: { listeners: 6, timers: 3, iframes: 1 },
    liveListeners: 0,
    leakedListenerTypes: [],
    liveTimers: 0,
    iframes: 0,
  };
  expect(report).toEqual(expected);
  expect(pageErrors).toEqual([]);
});
