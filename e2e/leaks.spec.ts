import { expect, test } from './engine';
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

  const { whileAlive, ...afterDestroy } = report;
  expect(afterDestroy).toEqual({
    cycles: CYCLES,
    liveListeners: 0,
    leakedListenerTypes: [],
    liveTimers: 0,
    iframes: 0,
  });
  // Counted from just before the first cycle. The counters see both while alive: the controller's message
  // listener and its reach probe's securitypolicyviolation listener (a tenant on this machine), the
  // emitter's message, focus, pageshow and visibilitychange; the ready timeout, the probe's timer and
  // the session timer; the iframe. WebKit fires `load` for the refused iframe while it is alive, which
  // starts the probe's after-load timer too: 4 timers there, 3 in Chromium and Firefox.
  expect({ listeners: whileAlive.listeners, iframes: whileAlive.iframes }).toEqual({
    listeners: 6,
    iframes: 1,
  });
  expect([3, 4]).toContain(whileAlive.timers);
  expect(pageErrors).toEqual([]);
});
