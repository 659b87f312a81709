import type { Disposer } from '../internal/disposer';
import type { ResolvedEmbedOptions } from './options';
import { SessionExchange } from './session-exchange';
import { SessionTimer, type SessionTimerOptions } from './session-timer';

/** A signed embed's session: the timer that warns of its end, and the exchange of a renewed id. */
export interface SignedSession {
  readonly timer: SessionTimer;
  readonly exchange: SessionExchange;
}

/**
 * The signed session of an emitter whose options give its end (`expiresAt`), `null` in private
 * mode; both end with `timers` (the emitter's `destroy()`).
 */
export function signedSession(
  options: ResolvedEmbedOptions,
  timers: Disposer,
  emit: SessionTimerOptions['emit'],
): SignedSession | null {
  const { expiresAt, expiringLeadMs, now } = options;
  if (expiresAt === null) return null;
  const timer = new SessionTimer(timers, { expiresAt, leadMs: expiringLeadMs, now, emit });
  const exchange = new SessionExchange({
    exchangeSession: options.exchangeSession,
    timeoutMs: options.exchangeTimeoutMs,
    schedule: (callback, ms) => timers.timeout(callback, ms),
    onDestroy: (cleanup) => timers.add(cleanup),
    isDestroyed: () => timers.disposed,
    onRenewed: (end) => timer.renewed(end),
    onFailed: (message) => timer.renewalFailed(message),
  });
  return { timer, exchange };
}
