import { readOptionsOnce } from '../internal/check-options';
import { isTimerDelay, TIMER_DELAY_RULE } from '../internal/disposer';
import { invalidOption } from '../internal/errors';

/** How a session renewal retries; each field has a default. */
export interface RenewalRetryOptions {
  /** Delay before the second mint attempt; doubles each time. Default 1 s. */
  initialDelayMs?: number;
  /** Cap of the delay. Default 30 s. */
  maxDelayMs?: number;
  /** Mint attempts per renewal, the first included. Default 6. */
  maxAttempts?: number;
  /** A mint that has not settled by then counts as failed. Default 15 s. */
  mintTimeoutMs?: number;
  /**
   * Renewals allowed per rolling hour (exchange-error re-mints included); past it the renewal
   * fails with reason `too-many-renewals`. Default 6: a 23 h session renews once a day.
   */
  maxPerHour?: number;
}

const DEFAULTS: Required<RenewalRetryOptions> = {
  initialDelayMs: 1_000,
  maxDelayMs: 30_000,
  maxAttempts: 6,
  mintTimeoutMs: 15_000,
  maxPerHour: 6,
};

const RULES: Record<keyof RenewalRetryOptions, [(value: number) => boolean, string]> = {
  initialDelayMs: [isTimerDelay, `>= 0 and ${TIMER_DELAY_RULE}`],
  maxDelayMs: [isTimerDelay, `>= 0 and ${TIMER_DELAY_RULE}`],
  maxAttempts: [(value) => Number.isInteger(value) && value >= 1, 'an integer >= 1'],
  mintTimeoutMs: [(value) => isTimerDelay(value) && value > 0, `> 0 and ${TIMER_DELAY_RULE}`],
  maxPerHour: [(value) => Number.isInteger(value) && value >= 1, 'an integer >= 1'],
};

/**
 * The retry options with defaults for what is missing or `undefined`; throws on a bad value
 * (`checkOptions` has seen an object). Only own properties count: a polluted `Object.prototype`
 * (`maxPerHour: 10000`) must not lift the bound.
 */
export function resolveRenewalOptions(options?: RenewalRetryOptions): Required<RenewalRetryOptions> {
  const given = readOptionsOnce(options ?? {});
  const resolved = { ...DEFAULTS };
  for (const key of Object.keys(RULES) as (keyof RenewalRetryOptions)[]) {
    const value = given[key];
    if (value === undefined) continue;
    const [isValid, expected] = RULES[key];
    if (!isValid(value)) throw invalidOption(`renewal.${key} must be ${expected}, got ${String(value)}`);
    resolved[key] = value;
  }
  return resolved;
}
