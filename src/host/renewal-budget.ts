const HOUR_MS = 3_600_000;

/**
 * Counts renewals over a rolling hour, so that an iframe sending session events in a loop
 * cannot make the host mint without end. The clock is `Date.now` (fake timers move it).
 */
export class RenewalBudget {
  readonly #maxPerHour: number;
  /** Start times of the renewals of the last hour, oldest first. */
  readonly #starts: number[] = [];

  constructor(maxPerHour: number) {
    this.#maxPerHour = maxPerHour;
  }

  get maxPerHour(): number {
    return this.#maxPerHour;
  }

  /** Records a renewal and returns true, or returns false when the hour's budget is spent. */
  take(): boolean {
    const now = Date.now();
    while (this.#starts.length > 0 && (this.#starts[0] as number) <= now - HOUR_MS) this.#starts.shift();
    if (this.#starts.length >= this.#maxPerHour) return false;
    this.#starts.push(now);
    return true;
  }
}
