import { preloadEmbed } from '../../src/host';
import { dashboardOptions, MintLog } from './fast-start-embeds';

export interface HiddenRenewals {
  /** Renewal mints of each session: within half a session of its `session-expiring`. */
  perSession: number[];
  /** Time between consecutive `session-expiring` events: the session's life as the embed sees it. */
  sessionMs: number[];
  expired: number;
  failed: number;
}

/**
 * A preloaded dashboard that is never shown, on a tenant with short tokens: its mints counted in
 * each session, from the first `session-expiring` until `sessions` more have come.
 */
export async function hiddenRenewals(sessions: number, timeoutMs: number): Promise<HiddenRenewals> {
  const mints = new MintLog();
  const controller = preloadEmbed(dashboardOptions(mints));
  const expiringAt: number[] = [];
  let expired = 0;
  let failed = 0;
  controller.on('session-expired', () => {
    expired += 1;
  });
  controller.on('renewal', (update) => {
    if (update.phase === 'failed' || update.phase === 'mint-failed' || update.phase === 'exchange-failed')
      failed += 1;
  });
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`${expiringAt.length} session-expiring events in ${timeoutMs} ms`)),
        timeoutMs,
      );
      controller.on('session-expiring', () => {
        expiringAt.push(performance.now());
        if (expiringAt.length <= sessions) return;
        clearTimeout(timer);
        resolve();
      });
    });
  } finally {
    controller.destroy();
  }
  const sessionMs = expiringAt.slice(1).map((at, i) => at - (expiringAt[i] as number));
  // The controller mints while it handles `session-expiring`, before this page's handler notes the
  // time: each session's renewals are those within half a session of its warning, either side.
  const half = Math.min(...sessionMs) / 2;
  const perSession = expiringAt
    .slice(0, -1)
    .map((warnedAt) => mints.at.filter((at) => Math.abs(at - warnedAt) < half).length);
  return { perSession, sessionMs, expired, failed };
}
