import { createAction } from '../envelope';
import type { Disposer } from '../internal/disposer';
import { SESSION_EXCHANGE_ERROR_NAME, SESSION_RENEWAL_CONTEXT } from '../session';
import type { RenewalRetryOptions } from './renewal-options';

export type RenewalTrigger = 'session-expiring' | 'session-expired';

/** One step of a renewal, told to `controller.onRenewal` handlers. */
export type RenewalUpdate =
  | { phase: 'minting'; attempt: number; trigger: RenewalTrigger }
  | { phase: 'mint-failed'; attempt: number; error: unknown; retryInMs: number | null }
  | { phase: 'sent'; attempt: number }
  | { phase: 'exchange-failed'; message: string; willRetry: boolean }
  | { phase: 'failed'; reason: 'mint-failed' | 'exchange-failed' | 'no-mint-session' };

export type RenewalStatus = 'idle' | 'minting' | 'waiting-to-retry' | 'sent' | 'failed';

interface SessionRenewalOptions extends Required<RenewalRetryOptions> {
  mintSession: (() => Promise<string>) | undefined;
  postSetSession: (action: ReturnType<typeof createAction<'set-session'>>) => void;
  timers: Disposer;
  notify: (update: RenewalUpdate) => void;
}

/**
 * Renews a signed session at most once per session. A session is known by its end time,
 * which `session-expiring` (`expiresAt`) and `session-expired` (`expiredAt`) both carry, so
 * the two events of one session share one renewal whatever their order.
 */
export class SessionRenewal {
  #status: RenewalStatus = 'idle';
  #sessionEnd: number | null = null;
  #exchangeRetried = false;
  /** Bumped whenever a pending mint result must be ignored (a newer renewal started). */
  #generation = 0;
  readonly #options: SessionRenewalOptions;

  constructor(options: SessionRenewalOptions) {
    this.#options = options;
  }

  get status(): RenewalStatus {
    return this.#status;
  }

  onSessionEvent(trigger: RenewalTrigger, sessionEnd: number): void {
    if (sessionEnd === this.#sessionEnd && this.#status !== 'failed') return;
    this.#sessionEnd = sessionEnd;
    this.#exchangeRetried = false;
    if (!this.#options.mintSession) {
      this.#status = 'failed';
      this.#options.notify({ phase: 'failed', reason: 'no-mint-session' });
      return;
    }
    this.#mint(trigger, 1);
  }

  /** An `error` event from the embed; only an exchange failure of our `set-session` concerns us. */
  onEmbedError(name: string | undefined, context: string | undefined, message: string): void {
    if (
      this.#status !== 'sent' ||
      name !== SESSION_EXCHANGE_ERROR_NAME ||
      context !== SESSION_RENEWAL_CONTEXT
    )
      return;
    const willRetry = !this.#exchangeRetried;
    this.#options.notify({ phase: 'exchange-failed', message, willRetry });
    if (willRetry) {
      this.#exchangeRetried = true;
      this.#mint('session-expired', 1);
    } else {
      this.#fail('exchange-failed');
    }
  }

  #mint(trigger: RenewalTrigger, attempt: number): void {
    const generation = ++this.#generation;
    const { mintSession, timers, notify, mintTimeoutMs } = this.#options;
    this.#status = 'minting';
    notify({ phase: 'minting', attempt, trigger });
    const settle = (outcome: { sessionId: unknown } | { error: unknown }) => {
      cancelTimeout();
      if (generation !== this.#generation) return;
      this.#generation += 1;
      if ('error' in outcome) this.#mintFailed(trigger, attempt, outcome.error);
      else this.#send(outcome.sessionId, trigger, attempt);
    };
    const cancelTimeout = timers.timeout(
      () => settle({ error: new Error(`mintSession did not settle within ${mintTimeoutMs} ms`) }),
      mintTimeoutMs,
    );
    new Promise<unknown>((resolve) => resolve((mintSession as () => Promise<string>)())).then(
      (sessionId) => settle({ sessionId }),
      (error: unknown) => settle({ error }),
    );
  }

  #send(sessionId: unknown, trigger: RenewalTrigger, attempt: number): void {
    let action: ReturnType<typeof createAction<'set-session'>>;
    try {
      action = createAction('set-session', { sessionId: sessionId as string });
    } catch (error) {
      this.#mintFailed(trigger, attempt, error);
      return;
    }
    this.#options.postSetSession(action);
    this.#status = 'sent';
    this.#options.notify({ phase: 'sent', attempt });
  }

  #mintFailed(trigger: RenewalTrigger, attempt: number, error: unknown): void {
    const { initialDelayMs, maxDelayMs, maxAttempts, timers, notify } = this.#options;
    const retryInMs =
      attempt < maxAttempts ? Math.min(initialDelayMs * 2 ** (attempt - 1), maxDelayMs) : null;
    notify({ phase: 'mint-failed', attempt, error, retryInMs });
    if (retryInMs === null) {
      this.#fail('mint-failed');
      return;
    }
    this.#status = 'waiting-to-retry';
    const generation = this.#generation;
    timers.timeout(() => {
      if (generation === this.#generation) this.#mint(trigger, attempt + 1);
    }, retryInMs);
  }

  #fail(reason: 'mint-failed' | 'exchange-failed'): void {
    this.#status = 'failed';
    this.#options.notify({ phase: 'failed', reason });
  }
}
