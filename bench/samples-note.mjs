// How the every-engine samples are formed, printed once above the engine tables.
import { BURST } from './burst-rows.mjs';
import { CONNECT } from './connect-rows.mjs';
import { FAST_START } from './fast-start-demos.mjs';
import { FAST_START_SAMPLES } from './fast-start-rows.mjs';
import { ROUND_TRIP } from './round-trip-rows.mjs';

export function samplesNote() {
  const { batches, minBatchMs, warmup } = ROUND_TRIP;
  return [
    `Every engine, round trips: after ${warmup} warm-up trips of each kind, ${batches} samples per kind, kinds`,
    `interleaved sample by sample; a sample is sequential round trips until at least ${minBatchMs} ms have passed,`,
    'its value the elapsed time over the count (performance.now() has 1 ms steps in Firefox and WebKit here,',
    `0.1 ms in Chromium: one step is at most ${(100 / minBatchMs).toFixed(0)}% of a sample). Values are the median sample; ratios are the`,
    'median of sample-by-sample ratios. The faster bare floor is the faster of the two bare medians.',
    `Burst: median of ${BURST.rounds} rounds, kinds alternating. Connect: ${CONNECT.samples} samples per kind after ${CONNECT.warmup} warm-up, kinds alternating.`,
    ...fastStartNote(),
  ].join('\n');
}

function fastStartNote() {
  const { cold, prerendered, route, renewals } = FAST_START_SAMPLES;
  return [
    `Fast start, on a tenant of its own whose surfaces hold back ready ${FAST_START.readyDelayMs} ms: on screen is the iframe at its`,
    "container's box, unhidden, then two animation frames (painted). Cold: one embed at a time,",
    `${cold.samples} after ${cold.warmup} warm-up; pre-rendered: ${prerendered.samples} (+${prerendered.warmup}) preloaded together, each shown once all are ready.`,
    'Route: each of the three navigations is a round-trip sample, then the back is one;',
    `${route.samples} rounds after ${route.warmup} warm-up. Renewals: ${renewals.sessions} sessions on a second tenant with ${FAST_START.tokenTtlMs / 1000} s tokens.`,
  ];
}
