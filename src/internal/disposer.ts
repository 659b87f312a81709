/** setTimeout fires at once for a delay above 2^31 - 1 ms (about 24.8 days), or `Infinity`. */
export const MAX_TIMER_DELAY_MS = 2 ** 31 - 1;

/** What a timer option must be, for error messages. */
export const TIMER_DELAY_RULE = `a finite number of ms at most ${MAX_TIMER_DELAY_MS} (2^31 - 1, about 24.8 days)`;

/** A delay a timer really waits: a finite number from 0 to `MAX_TIMER_DELAY_MS`. */
export function isTimerDelay(value: unknown): value is number {
  return typeof value === 'number' && value >= 0 && value <= MAX_TIMER_DELAY_MS;
}

/**
 * Owns every listener and timer one controller or emitter adds, so that `destroy()` can
 * remove all of them and leak tests can count what is left.
 */
export class Disposer {
  readonly #cleanups = new Set<() => void>();
  #disposed = false;

  get disposed(): boolean {
    return this.#disposed;
  }

  /** Registers a cleanup; returns a function that runs it early (once). */
  add(cleanup: () => void): () => void {
    if (this.#disposed) {
      cleanup();
      return () => {};
    }
    const run = () => {
      if (this.#cleanups.delete(run)) cleanup();
    };
    this.#cleanups.add(run);
    return run;
  }

  listen<E extends Event>(target: EventTarget, type: string, listener: (event: E) => void): () => void {
    const handler = listener as EventListener;
    target.addEventListener(type, handler);
    return this.add(() => target.removeEventListener(type, handler));
  }

  /** A one-shot timer that forgets itself when it fires; returns its cancel function. */
  timeout(callback: () => void, ms: number): () => void {
    if (this.#disposed) return () => {};
    const cancel = this.add(() => clearTimeout(id));
    const id = setTimeout(() => {
      cancel();
      callback();
    }, ms);
    return cancel;
  }

  dispose(): void {
    this.#disposed = true;
    for (const cleanup of [...this.#cleanups]) cleanup();
  }
}
