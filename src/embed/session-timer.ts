import { type Disposer, MAX_TIMER_DELAY_MS } from '../internal/disposer';
import {
  createSessionState,
  nextSessionDeadline,
  type SessionEvent,
  type SessionState,
  type SessionStatus,
  transitionSession,
} from '../session';

export interface SessionTimerOptions {
  expiresAt: number;
  leadMs: number;
  now: () => number;
  emit: (event: SessionEvent) => void;
}

/**
 * Drives the pure session model with one timer at a time. The clock is re-read whenever the
 * page wakes up, because timers of a hidden or suspended tab fire late or not at all.
 */
export class SessionTimer {
  readonly #disposer: Disposer;
  readonly #now: () => number;
  readonly #emit: (event: SessionEvent) => void;
  #state: SessionState;
  #cancelTimer: () => void = () => {};

  constructor(disposer: Disposer, options: SessionTimerOptions) {
    this.#disposer = disposer;
    this.#now = options.now;
    this.#emit = options.emit;
    this.#state = createSessionState(options.expiresAt, options.leadMs);
    disposer.listen(document, 'visibilitychange', () => {
      if (document.visibilityState === 'visible') this.tick();
    });
    disposer.listen(window, 'focus', () => this.tick());
    disposer.listen(window, 'pageshow', () => this.tick());
    this.#schedule();
  }

  get status(): SessionStatus {
    return this.#state.status;
  }

  /** Reads the clock, emits whatever is due and schedules the next deadline. */
  tick(): void {
    if (this.#disposer.disposed) return;
    this.#apply(transitionSession(this.#state, { type: 'tick', now: this.#now() }));
  }

  /** A fresh session: active again, with timers from the new end. */
  renewed(expiresAt: number): void {
    this.#apply(transitionSession(this.#state, { type: 'renewed', expiresAt }));
  }

  /** The state stays as it is; only the `error` event goes out. */
  renewalFailed(message: string): void {
    this.#apply(transitionSession(this.#state, { type: 'renewal-failed', message }));
  }

  #apply(step: { state: SessionState; events: SessionEvent[] }): void {
    this.#state = step.state;
    for (const event of step.events) this.#emit(event);
    this.#schedule();
  }

  #schedule(): void {
    this.#cancelTimer();
    const deadline = nextSessionDeadline(this.#state);
    if (deadline === null) return;
    // A longer wait is chained: the timer fires early, ticks, and schedules the rest.
    const delay = Math.min(MAX_TIMER_DELAY_MS, Math.max(0, deadline - this.#now()));
    this.#cancelTimer = this.#disposer.timeout(() => this.tick(), delay);
  }
}
