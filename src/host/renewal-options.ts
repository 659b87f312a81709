import { invalidOption } from '../internal/errors';
import { isTime } from '../internal/is-time';

export interface RenewalRetryOptions {
  /** Delay before the second mint attempt; doubles each time. Default 1 s. */
  initialDelayMs?: number;
  /** Cap of the delay. Default 30 s. */
  maxDelayMs?: number;
  /** Mint attempts per renewal, the first included. Default 6. */
  maxAttempts?: number;
  /** A mint that has not settled by then counts as failed. Default 15 s. */
  mintTimeoutMs?: number;
}

const DEFAULTS: Required<RenewalRetryOptions> = {
  initialDelayMs: 1_000,
  maxDelayMs: 30_000,
  maxAttempts: 6,
  mintTimeoutMs: 15_000,
};

const RULES: Record<keyof RenewalRetryOptions, [(value: number) => boolean, string]> = {
  initialDelayMs: [isTime, 'a finite number >= 0'],
  maxDelayMs: [isTime, 'a finite number >= 0'],
  maxAttempts: [(value) => Number.isInteger(value) && value >= 1, 'an integer >= 1'],
  mintTimeoutMs: [(value) => isTime(value) && value > 0, 'a finite number > 0'],
};

/** The retry options with defaults for what is missing or `undefined`; throws on a bad value. */
export function resolveRenewalOptions(given: RenewalRetryOptions = {}): Required<RenewalRetryOptions> {
  if (typeof given !== 'object' || given === null) throw invalidOption('renewal must be an object');
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
