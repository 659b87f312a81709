import { isTime } from './internal/is-time';
import type { EventPayloads } from './protocol/event-payloads';

/** Pure model of the signed-session table of spec section 3. No timers: the caller feeds the clock. */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A minted session id can be exchanged for 5 minutes, once. */
export const SESSION_ID_TTL_MS = 5 * MINUTE;
/** The token's `exp` is 24 h after `iat`... */
export const TOKEN_NOMINAL_TTL_MS = 24 * HOUR;
/** ...but the embed stops trusting it after 23 h. */
export const TOKEN_EFFECTIVE_TTL_MS = 23 * HOUR;
/** `session-expiring` fires this long before the effective end. */
export const EXPIRING_LEAD_MS = 30 * MINUTE;

export const SESSION_EXCHANGE_ERROR_NAME = 'EmbedSessionExchangeError';
export const SESSION_RENEWAL_CONTEXT = 'session-renewal';

export type SessionStatus = 'active' | 'expiring' | 'expired';

export interface SessionState {
  readonly status: SessionStatus;
  /** Effective end of the signed session, epoch ms. */
  readonly expiresAt: number;
  /** How long before `expiresAt` the expiring warning is due. */
  readonly leadMs: number;
  readonly expiringSent: boolean;
  readonly expiredSent: boolean;
}

export type SessionInput =
  | { type: 'tick'; now: number }
  | { type: 'renewed'; expiresAt: number }
  | { type: 'renewal-failed'; message: string };

type SessionEventName = 'session-expiring' | 'session-expired' | 'error';
export type SessionEvent = {
  [N in SessionEventName]: { name: N; payload: EventPayloads[N] };
}[SessionEventName];

export interface SessionTransition {
  state: SessionState;
  events: SessionEvent[];
}

/**
 * Timing of a token whose nominal life is shorter than 24 h (demos, tests): the effective
 * life and the warning lead keep their 23/24 and 30 min/24 h proportions.
 */
export function scaledSessionTiming(nominalTtlMs: number): { effectiveTtlMs: number; leadMs: number } {
  assertTime(nominalTtlMs, 'nominalTtlMs');
  const scale = nominalTtlMs / TOKEN_NOMINAL_TTL_MS;
  return { effectiveTtlMs: TOKEN_EFFECTIVE_TTL_MS * scale, leadMs: EXPIRING_LEAD_MS * scale };
}

export function createSessionState(expiresAt: number, leadMs: number = EXPIRING_LEAD_MS): SessionState {
  assertTime(expiresAt, 'expiresAt');
  assertTime(leadMs, 'leadMs');
  return { status: 'active', expiresAt, leadMs, expiringSent: false, expiredSent: false };
}

export function transitionSession(state: SessionState, input: SessionInput): SessionTransition {
  switch (input.type) {
    case 'tick':
      return tick(state, input.now);
    case 'renewed':
      return { state: createSessionState(input.expiresAt, state.leadMs), events: [] };
    case 'renewal-failed':
      return {
        state,
        events: [
          {
            name: 'error',
            payload: {
              message: input.message,
              name: SESSION_EXCHANGE_ERROR_NAME,
              context: SESSION_RENEWAL_CONTEXT,
              fatal: false,
            },
          },
        ],
      };
  }
}

/**
 * A tick that finds both deadlines passed (a tab woken from suspension) reports the lapse
 * first and the overdue warning after it, as section 6.2 allows; each event once per session.
 */
function tick(state: SessionState, now: number): SessionTransition {
  assertTime(now, 'now');
  const events: SessionEvent[] = [];
  let { status, expiringSent, expiredSent } = state;
  if (!expiredSent && now >= state.expiresAt) {
    status = 'expired';
    expiredSent = true;
    events.push({ name: 'session-expired', payload: { expiredAt: state.expiresAt } });
  }
  if (!expiringSent && now >= state.expiresAt - state.leadMs) {
    if (status === 'active') status = 'expiring';
    expiringSent = true;
    events.push({
      name: 'session-expiring',
      payload: { expiresAt: state.expiresAt, expiresInMs: Math.max(0, state.expiresAt - now) },
    });
  }
  if (events.length === 0) return { state, events };
  return { state: { ...state, status, expiringSent, expiredSent }, events };
}

/** When the caller should tick next, or `null` once both events are out. */
export function nextSessionDeadline(state: SessionState): number | null {
  if (!state.expiringSent) return Math.max(0, state.expiresAt - state.leadMs);
  if (!state.expiredSent) return state.expiresAt;
  return null;
}

function assertTime(value: number, name: string): void {
  if (!isTime(value)) {
    throw new TypeError(`${name} must be a finite number >= 0, got ${String(value)}`);
  }
}
