import { invalidArgument, shown } from './internal/errors';
import { isTime } from './internal/is-time';
import type { EventPayloads } from './protocol/payload-names';

/** Pure model of the signed-session table (README "Session model"). No timers: the caller feeds the clock. */

// Literal products (no shared MINUTE constant): the minifier folds them, so an entry that imports only the
// names below (the host) drops the unused durations.
/** A minted session id can be exchanged for 5 minutes, once. */
export const SESSION_ID_TTL_MS = 5 * 60_000;
/** `session-expiring` fires this long before the effective end. */
export const EXPIRING_LEAD_MS = 30 * 60_000;

/** `name` of the `error` event an embed emits when it cannot redeem the id of a `set-session`. */
export const SESSION_EXCHANGE_ERROR_NAME = 'EmbedSessionExchangeError';
/** `context` of that `error` event. */
export const SESSION_RENEWAL_CONTEXT = 'session-renewal';

/** The states of a signed session: `active`, then `expiring` about 30 minutes before its end, then `expired`. */
export type SessionStatus = 'active' | 'expiring' | 'expired';

/** A signed session as the pure model sees it; `transitionSession` returns the next one. */
export interface SessionState {
  /** Where the session stands. */
  readonly status: SessionStatus;
  /** Effective end of the signed session, epoch ms. */
  readonly expiresAt: number;
  /** How long before `expiresAt` the expiring warning is due. */
  readonly leadMs: number;
  /** True once `session-expiring` was emitted for this session. */
  readonly expiringSent: boolean;
  /** True once `session-expired` was emitted for this session. */
  readonly expiredSent: boolean;
}

/** What moves a session: the clock, a successful `set-session` exchange, or a failed one. */
export type SessionInput =
  | {
      /** The clock was read. */
      type: 'tick';
      /** The time now, epoch ms. */
      now: number;
    }
  | {
      /** A `set-session` id was redeemed. */
      type: 'renewed';
      /** Effective end of the new session, epoch ms. */
      expiresAt: number;
    }
  | {
      /** A `set-session` id was refused. */
      type: 'renewal-failed';
      /** Why, for the `error` event's `message`. */
      message: string;
    };

type SessionEventName = 'session-expiring' | 'session-expired' | 'error';
/** An event the session model asks the embed to emit. */
export type SessionEvent = {
  [N in SessionEventName]: {
    /** The event's short name. */
    name: N;
    /** Its payload. */
    payload: EventPayloads[N];
  };
}[SessionEventName];

/** The result of `transitionSession`. */
export interface SessionTransition {
  /** The next state (the same object when nothing changed). */
  state: SessionState;
  /** The events to emit, in order. */
  events: SessionEvent[];
}

/** A fresh `active` session that ends at `expiresAt` (epoch ms) and warns `leadMs` before. */
export function createSessionState(expiresAt: number, leadMs: number = EXPIRING_LEAD_MS): SessionState {
  assertTime(expiresAt, 'expiresAt');
  assertTime(leadMs, 'leadMs');
  return { status: 'active', expiresAt, leadMs, expiringSent: false, expiredSent: false };
}

/** One step of the session model: the next state and the events to emit (each at most once per session). */
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
 * first and the overdue warning after it, as the protocol allows; each event once per session.
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
    throw invalidArgument(`${name} must be a finite number >= 0, got ${shown(value)}`);
  }
}
