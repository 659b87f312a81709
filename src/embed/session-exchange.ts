import { isTime } from '../internal/is-time';
import type { ExchangeSession } from './options';

export interface SessionExchangeOptions {
  exchangeSession: ExchangeSession | undefined;
  timeoutMs: number;
  /** Schedules the timeout; returns its cancel function (the emitter's Disposer owns the timer). */
  schedule: (callback: () => void, ms: number) => () => void;
  /** Runs `cleanup` on `destroy()` (at once if already destroyed); returns a function that forgets it. */
  onDestroy: (cleanup: () => void) => () => void;
  /** Checked after every await: a result that arrives after `destroy()` is dropped. */
  isDestroyed: () => boolean;
  onRenewed: (expiresAt: number) => void;
  onFailed: (message: string) => void;
}

/**
 * Redeems `set-session` ids one at a time: a second id waits for the first exchange to settle,
 * so two results can never race to set the session's end.
 */
export class SessionExchange {
  readonly #options: SessionExchangeOptions;
  #queue: Promise<void> = Promise.resolve();

  constructor(options: SessionExchangeOptions) {
    this.#options = options;
  }

  /** Settles when this exchange is done; the queue goes on even if a callback threw. */
  exchange(sessionId: string): Promise<void> {
    const run = this.#queue.then(() => this.#run(sessionId));
    this.#queue = run.catch(() => {});
    return run;
  }

  async #run(sessionId: string): Promise<void> {
    const { exchangeSession, isDestroyed, onRenewed, onFailed, timeoutMs, schedule } = this.#options;
    if (isDestroyed()) return;
    if (!exchangeSession) {
      onFailed('set-session is not supported: the embed was created without exchangeSession');
      return;
    }
    // A request given up on must not go on and spend the single-use id later.
    const abort = new AbortController();
    let settled = false;
    const forget = this.#options.onDestroy(() => {
      if (!settled) abort.abort(new Error('the embed was destroyed'));
    });
    let result: unknown;
    try {
      result = await new Promise<unknown>((resolve, reject) => {
        const cancel = schedule(() => {
          const timedOut = new Error(`no answer within ${timeoutMs} ms`);
          abort.abort(timedOut);
          reject(timedOut);
        }, timeoutMs);
        Promise.resolve()
          .then(() => exchangeSession(sessionId, { signal: abort.signal }))
          .then(resolve, reject)
          .finally(cancel);
      });
    } catch (error) {
      if (!isDestroyed()) onFailed(`session exchange failed: ${describeError(error)}`);
      return;
    } finally {
      settled = true;
      forget();
    }
    if (isDestroyed()) return;
    const expiresAt = readExpiresAt(result);
    if (expiresAt === null) {
      onFailed('session exchange failed: the result has no expiresAt (finite number >= 0)');
      return;
    }
    onRenewed(expiresAt);
  }
}

function readExpiresAt(result: unknown): number | null {
  if (typeof result !== 'object' || result === null) return null;
  let expiresAt: unknown;
  try {
    expiresAt = (result as { expiresAt?: unknown }).expiresAt;
  } catch {
    return null;
  }
  return isTime(expiresAt) ? expiresAt : null;
}

function describeError(error: unknown): string {
  try {
    return error instanceof Error ? error.message : String(error);
  } catch {
    return 'unknown error';
  }
}
