// The two tenants of the fast-start bench, each a demo (sandbox + host page serving the bench pages):
// one whose surfaces hold back `ready` 1.5 s (a slow dashboard), one with that and short tokens too (the
// sandbox's fast session clock), so that a hidden embed renews within seconds.

export const FAST_START = { readyDelayMs: 1500, tokenTtlMs: 8000 };

/** `startDemo` is the built demo's (.demo/demo.js); `dirs` the bench's pages and fixtures. */
export async function startFastStartDemos(startDemo, dirs) {
  const { readyDelayMs, tokenTtlMs } = FAST_START;
  const common = { sandboxPort: 0, hostPort: 0, ...dirs, readyDelayMs };
  const slow = await startDemo(common);
  const fastClock = await startDemo({ ...common, tokenTtlMs }).catch(async (error) => {
    await slow.close();
    throw error;
  });
  return {
    slowHostUrl: slow.hostUrl,
    fastClockHostUrl: fastClock.hostUrl,
    close: () => Promise.all([slow.close(), fastClock.close()]),
  };
}
