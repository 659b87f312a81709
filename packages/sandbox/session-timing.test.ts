import { EXPIRING_LEAD_MS } from '@svc/embed';
import { describe, expect, it } from 'vitest';
import { scaledSessionTiming, TOKEN_EFFECTIVE_TTL_MS, TOKEN_NOMINAL_TTL_MS } from './session-timing';

describe('token times', () => {
  it('match PROTOCOL.md 8.2', () => {
    expect(TOKEN_NOMINAL_TTL_MS).toBe(24 * 3_600_000);
    expect(TOKEN_EFFECTIVE_TTL_MS).toBe(23 * 3_600_000);
  });

  it('keep their proportions for a shortened token', () => {
    expect(scaledSessionTiming(TOKEN_NOMINAL_TTL_MS)).toEqual({
      effectiveTtlMs: TOKEN_EFFECTIVE_TTL_MS,
      leadMs: EXPIRING_LEAD_MS,
    });
    expect(scaledSessionTiming(4 * 60_000)).toEqual({ effectiveTtlMs: 230_000, leadMs: 5_000 });
  });

  it.each([
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['a negative number', -1],
    ['a string', '60000'],
  ])('refuse %s as a nominal life', (_label, value) => {
    expect(() => scaledSessionTiming(value as number)).toThrow(/nominalTtlMs must be a finite number >= 0/);
  });
});
