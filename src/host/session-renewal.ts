import { DIAGNOSTIC_REASONS, type DiagnosticHandler, reportDiagnostic } from '../internal/diagnostics';
import type { Disposer } from '../internal/disposer';
import { buildAction } from '../protocol/receive-parsers';
import { SESSION_EXCHANGE_ERROR_NAME, SESSION_RENEWAL_CONTEXT } from '../session';
import { RenewalBudget } from './renewal-budget';
import type { RenewalRetryOptions } from './renewal-options';

/** The event that started a renewal. */
export type RenewalTrigger = 'session-expiring' | 'session-expired';

/** One step of a renewal, told to `controller.onRenewal` handlers. */
export type RenewalUpdate =
  | {
      /** `mintSession` is being called. */
      phase: 'minting';
      /** Mint attempt of this renewal, from 1. */
      attempt: number;
      /** The event that started the renewal. */
      trigger: RenewalTrigger;
    }
  | {
      /** `mintSession` rejected, timed out or gave no usable id. */
      phase: 'mint-failed';
      /** Mint attempt of this renewal, from 1. */
      attempt: number;
      /** What `mintSession` rejected with, or why its result was refused. */
      error: unknown;
      /** Delay before the next attempt; `null` when there is none. */
      retryInMs: number | null;
    }
  | {
      /** `set-session` was posted with the new id. */
      phase: 'sent';
      /** Mint attempt that produced the id, from 1. */
      attempt: number;
    }
  | {
      /** The embed could not exchange the new id (`EmbedSessionExchangeError`). */
      phase: 'exchange-failed';
      /** The embed's error message. */
      message: string;
      /** True when one fresh mint follows. */
      willRetry: boolean;
    }
  | {
      /** The renewal gave up. */
      phase: 'failed';
      /** Why it gave up. */
      reason: RenewalFailure;
    };

/** Why a renewal stopped; `too-many-renewals`: `renewal.maxPerHour` renewals in the last hour. */
export type RenewalFailure = 'mint-failed' | 'exchange-failed' | 'no-mint-session' | 'too-many-renewals';

/** Where the renewal of the current session stands (`controller.renewalStatus`). */
export type RenewalStatus = 'idle' | 'minting' | 'waiting-to-retry' | 'sent' | 'failed';

interface SessionRenewalOptions extends Required<RenewalRetryOptions> {
  mintSession: (() => Promise<string>) | undefined;
  postSetSession: (action: ReturnType<typeof buildAction<'set-session'>>) => void;
  timers: Disposer;
  notify: (update: RenewalUpdate) => void;
  onDiagnostic: DiagnosticHandler | undefined;
}

/**
 * Renews a signed session at most once per session. A session is known by its end time,
 * which `session-expiring` (`expiresAt`) and `session-expired` (`expiredAt`) both carry, so
 * the two events of one session share one renewal whatever their order. The events come from
 * the iframe, so they are bounded too: one renewal in flight at a time, an end at or before the
 * one last renewed is ignored, and at most `maxPerHour` renewals per rolling hour.
 */
export class SessionRenewal {
  #status: RenewalStatus = 'idle';
  #sessionEnd: number | null = null;
  #exchangeRetried = false;
  /** Bumped whenever a pending mint result must be ignored (a newer renewal started). */
  #generation = 0;
  /** Set when the budget refused a renewal; cleared when one is allowed again. */
  #budgetSpent = false;
  readonly #options: SessionRenewalOptions;
  readonly #budget: RenewalBudget;

  constructor(options: SessionRenewalOptions) {
    this.#options = options;
    this.#budget = new RenewalBudget(options.maxPerHour);
  }

  get status(): RenewalStatus {
    return this.#status;
  }

  onSessionEvent(trigger: RenewalTrigger, sessionEnd: number): void {
    if (this.#status === 'minting' || this.#status === 'waiting-to-retry') return;
    const last = this.#sessionEnd;
    if (last !== null && (sessionEnd < last || (sessionEnd === last && this.#status !== 'failed'))) return;
    if (!this.#options.mintSession) {
      this.#sessionEnd = sessionEnd;
      this.#status = 'failed';
      this.#options.notify({ phase: 'failed', reason: 'no-mint-session' });
      return;
    }
    if (!this.#withinBudget()) return;
    this.#sessionEnd = sessionEnd;
    this.#exchangeRetried = false;
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
    if (!willRetry) {
      this.#fail('exchange-failed');
    } else if (this.#withinBudget()) {
      this.#exchangeRetried = true;
      this.#mint('session-expired', 1);
    }
  }

  /** Takes one renewal from the hour's budget; past it, fails once and says why. */
  #withinBudget(): boolean {
    if (this.#budget.take()) {
      this.#budgetSpent = false;
      return true;
    }
    if (this.#budgetSpent) return false;
    this.#budgetSpent = true;
    const { maxPerHour } = this.#budget;
    reportDiagnostic(this.#options.onDiagnostic, {
      reason: DIAGNOSTIC_REASONS.tooManyRenewals,
      message:
        `renewal refused: ${maxPerHour} renewals in the last hour (renewal.maxPerHour); ` +
        'so many session events come from a broken or hostile embed page',
    });
    this.#fail('too-many-renewals');
    return false;
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
    let action: ReturnType<typeof buildAction<'set-session'>>;
    try {
      action = buildAction('set-session', { sessionId: sessionId as string });
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
      this.#fail('mint-failed', error);
      return;
    }
    this.#status = 'waiting-to-retry';
    const generation = this.#generation;
    timers.timeout(() => {
      if (generation === this.#generation) this.#mint(trigger, attempt + 1);
    }, retryInMs);
  }

  #fail(reason: RenewalFailure, detail?: unknown): void {
    this.#status = 'failed';
    this.#options.notify({ phase: 'failed', reason });
    // too-many-renewals has said so already, with its own reason.
    if (reason !== 'too-many-renewals')
      reportDiagnostic(this.#options.onDiagnostic, {
        reason: DIAGNOSTIC_REASONS.renewalFailed,
        message: `renewal failed: ${reason}`,
        detail,
      });
  }
}
