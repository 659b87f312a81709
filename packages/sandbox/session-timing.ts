import { EXPIRING_LEAD_MS } from '@svc/embed';

/**
 * The tenant's token times (PROTOCOL.md 8.2), shared by the server that signs tokens, the surfaces
 * that set their timers from them, and the demo host page that shows them.
 */

// Literal products, as in the library's own session constants.
/** The token's `exp` is 24 h after `iat`... */
export const TOKEN_NOMINAL_TTL_MS = 24 * 3_600_000;
/** ...but the embed stops trusting it after 23 h. */
export const TOKEN_EFFECTIVE_TTL_MS = 23 * 3_600_000;

/** A time, duration or epoch value: a finite number, zero or more. */
export function isTime(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

/**
 * Timing of a token whose nominal life is shorter than 24 h (demos, tests, `--token-ttl`): the
 * effective life and the warning lead keep their 23/24 and 30 min/24 h proportions.
 */
export function scaledSessionTiming(nominalTtlMs: number): { effectiveTtlMs: number; leadMs: number } {
  if (!isTime(nominalTtlMs)) {
    throw new RangeError(`nominalTtlMs must be a finite number >= 0, got ${String(nominalTtlMs)}`);
  }
  const scale = nominalTtlMs / TOKEN_NOMINAL_TTL_MS;
  return { effectiveTtlMs: TOKEN_EFFECTIVE_TTL_MS * scale, leadMs: EXPIRING_LEAD_MS * scale };
}
