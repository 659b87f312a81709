import { describe, expect, it } from 'vitest';
import {
  createSessionState,
  EXPIRING_LEAD_MS,
  nextSessionDeadline,
  SESSION_ID_TTL_MS,
  type SessionEvent,
  type SessionInput,
  type SessionState,
  type SessionStatus,
  transitionSession,
} from './session';

const END = 2_000_000_000_000;
const WARN_AT = END - EXPIRING_LEAD_MS;
const RENEWED_END = END + 23 * 3_600_000;

const tick = (now: number): SessionInput => ({ type: 'tick', now });
const renewed: SessionInput = { type: 'renewed', expiresAt: RENEWED_END };
const failed: SessionInput = { type: 'renewal-failed', message: 'session id already redeemed' };

const expiringEvent = (now: number): SessionEvent => ({
  name: 'session-expiring',
  payload: { expiresAt: END, expiresInMs: Math.max(0, END - now) },
});
const expiredEvent: SessionEvent = { name: 'session-expired', payload: { expiredAt: END } };
const exchangeError: SessionEvent = {
  name: 'error',
  payload: {
    message: 'session id already redeemed',
    name: 'EmbedSessionExchangeError',
    context: 'session-renewal',
    fatal: false,
  },
};

function run(state: SessionState, ...inputs: SessionInput[]) {
  const events: SessionEvent[] = [];
  for (const input of inputs) {
    const step = transitionSession(state, input);
    state = step.state;
    events.push(...step.events);
  }
  return { state, events };
}

const active = createSessionState(END);
const expiring = run(active, tick(WARN_AT)).state;
const expired = run(expiring, tick(END)).state;
const lapsedWhileSuspended = run(active, tick(END + 1)).state;
const states: Record<SessionStatus | 'expired (suspended)', SessionState> = {
  active,
  expiring,
  expired,
  'expired (suspended)': lapsedWhileSuspended,
};

type Row = [from: keyof typeof states, input: SessionInput, next: SessionStatus, events: SessionEvent[]];

// Section 3, signed embed session: one block per row of the table.
const rows: Record<string, Row[]> = {
  'active --timer ~30 min before the end--> expiring, session-expiring once': [
    ['active', tick(WARN_AT - 1), 'active', []],
    ['active', tick(WARN_AT), 'expiring', [expiringEvent(WARN_AT)]],
    ['active', tick(WARN_AT + 60_000), 'expiring', [expiringEvent(WARN_AT + 60_000)]],
    ['expiring', tick(WARN_AT + 60_000), 'expiring', []],
  ],
  'active or expiring --lapsed--> expired, session-expired': [
    ['expiring', tick(END), 'expired', [expiredEvent]],
    ['expiring', tick(END + 1), 'expired', [expiredEvent]],
    // A suspended tab wakes past both deadlines: the lapse first, then the overdue warning (section 6.2).
    ['active', tick(END + 5_000), 'expired', [expiredEvent, expiringEvent(END + 5_000)]],
    ['expired', tick(END + 10 * 60_000), 'expired', []],
    ['expired (suspended)', tick(END + 10 * 60_000), 'expired', []],
    ['expired', tick(WARN_AT), 'expired', []],
  ],
  'expiring or expired --set-session with a valid id--> active, no events': [
    ['expiring', renewed, 'active', []],
    ['expired', renewed, 'active', []],
    ['expired (suspended)', renewed, 'active', []],
  ],
  'any --set-session with a bad id--> unchanged, error EmbedSessionExchangeError': [
    ['active', failed, 'active', [exchangeError]],
    ['expiring', failed, 'expiring', [exchangeError]],
    ['expired', failed, 'expired', [exchangeError]],
  ],
};

describe.each(Object.entries(rows))('%s', (_row, cases) => {
  it.each(cases)('from %s on %o', (from, input, next, events) => {
    const step = transitionSession(states[from], input);
    expect(step.state.status).toBe(next);
    expect(step.events).toEqual(events);
  });
});

describe('session lifecycle', () => {
  it('emits expiring then expired in a normal life, each once', () => {
    const { state, events } = run(
      active,
      tick(0),
      tick(WARN_AT),
      tick(WARN_AT + 1),
      tick(END),
      tick(END + 1),
    );
    expect(events).toEqual([expiringEvent(WARN_AT), expiredEvent]);
    expect(state.status).toBe('expired');
  });

  it('leaves the state untouched on a failed renewal', () => {
    expect(transitionSession(expired, failed).state).toBe(expired);
  });

  it('starts a whole new session after a renewal, even after lapse', () => {
    const { state, events } = run(expired, renewed, tick(END + 1), tick(RENEWED_END - EXPIRING_LEAD_MS));
    expect(state).toMatchObject({ status: 'expiring', expiresAt: RENEWED_END });
    expect(events).toEqual([
      { name: 'session-expiring', payload: { expiresAt: RENEWED_END, expiresInMs: EXPIRING_LEAD_MS } },
    ]);
  });

  it('reports when to tick next', () => {
    expect(nextSessionDeadline(active)).toBe(WARN_AT);
    expect(nextSessionDeadline(expiring)).toBe(END);
    expect(nextSessionDeadline(expired)).toBeNull();
    expect(nextSessionDeadline(run(expired, renewed).state)).toBe(RENEWED_END - EXPIRING_LEAD_MS);
  });

  it('warns at once when the session starts inside the warning window', () => {
    const late = createSessionState(END);
    expect(run(late, tick(END - 1_000)).events).toEqual([expiringEvent(END - 1_000)]);
  });

  it('ignores a clock that goes backwards after the lapse', () => {
    expect(run(expired, tick(0)).state).toBe(expired);
  });

  it.each([
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['negative', -1],
    ['a string', '5' as unknown as number],
  ])('refuses a %s time with an EmbedError', (_label, value) => {
    expect(() => createSessionState(value)).toThrow(
      expect.objectContaining({ name: 'EmbedError', code: 'invalid-argument' }),
    );
    expect(() => transitionSession(active, tick(value))).toThrow(/now must be a finite number/);
    expect(() => transitionSession(active, { type: 'renewed', expiresAt: value })).toThrow(/expiresAt/);
  });
});

describe('timing constants', () => {
  it('match sections 3 and 8', () => {
    expect(SESSION_ID_TTL_MS).toBe(5 * 60_000);
    expect(EXPIRING_LEAD_MS).toBe(30 * 60_000);
  });
});
