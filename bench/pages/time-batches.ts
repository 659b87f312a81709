import type { Trip } from './channel-kinds';

/**
 * One sample of a round trip, in µs per trip: sequential trips until at least `minMs` have passed,
 * then the elapsed time over the count. performance.now() moves in 0.1 ms steps in Chromium and in
 * 1 ms steps in Firefox and WebKit on a page that is not cross-origin isolated (these pages), so one
 * step is at most 1/`minMs` of a sample in every engine.
 */
export async function timeBatch(trip: Trip, minMs: number): Promise<{ us: number; trips: number }> {
  let trips = 0;
  const started = performance.now();
  let elapsed = 0;
  do {
    await trip();
    trips += 1;
    elapsed = performance.now() - started;
  } while (elapsed < minMs);
  return { us: (elapsed * 1000) / trips, trips };
}

/** The smallest step of performance.now() seen over 20 changes: the clock's resolution on this page. */
export function timerStepMs(): number {
  let step = Number.POSITIVE_INFINITY;
  let last = performance.now();
  for (let changes = 0; changes < 20; ) {
    const now = performance.now();
    if (now === last) continue;
    step = Math.min(step, now - last);
    last = now;
    changes += 1;
  }
  return step;
}
