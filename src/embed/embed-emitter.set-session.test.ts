// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Deferred, deferred } from '../../test/support/deferred';
import {
  cleanUp,
  createEmitter,
  flushPromises,
  frameIn,
  posted,
  postedTypes,
  READY,
  readySignedEmitter,
  sendAction,
} from '../../test/support/embed-frame';
import { EXPIRING_LEAD_MS } from '../session';
import type { SessionExchangeResult } from './options';

const START = 1_900_000_000_000;
const HOUR = 3_600_000;
const END = START + HOUR;
const RENEWED_END = START + 5 * HOUR;
const EXCHANGE_ERROR = { name: 'EmbedSessionExchangeError', context: 'session-renewal', fatal: false };

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(cleanUp);

const signedEmitter = (exchangeSession?: (sessionId: string) => Promise<SessionExchangeResult>) =>
  readySignedEmitter({ expiresAt: END, exchangeSession });

const EXPIRING_THEN_EXPIRED = ['svc:event:session-expiring', 'svc:event:session-expired'];

/** Lets the session reach `expiring` so that a renewal has something to change. */
function reachExpiring() {
  vi.advanceTimersByTime(END - EXPIRING_LEAD_MS - START);
}

describe('EmbedEmitter set-session', () => {
  it('swaps in the new session: active again, timers from the new end, no error', async () => {
    const exchange = vi.fn(async () => ({ expiresAt: RENEWED_END }));
    const { parent, emitter } = signedEmitter(exchange);
    reachExpiring();
    expect(emitter.sessionStatus).toBe('expiring');

    sendAction('set-session', { sessionId: 'fresh-id' });
    await flushPromises();
    expect(exchange).toHaveBeenCalledWith('fresh-id', { signal: expect.any(AbortSignal) });
    expect(emitter.sessionStatus).toBe('active');

    vi.advanceTimersByTime(END - START + HOUR); // the old end passes silently
    expect(postedTypes(parent)).toEqual(['svc:event:session-expiring']);
    vi.advanceTimersByTime(RENEWED_END - END - HOUR);
    expect(posted(parent).slice(1)).toMatchObject([
      {
        type: 'svc:event:session-expiring',
        payload: { expiresAt: RENEWED_END, expiresInMs: EXPIRING_LEAD_MS },
      },
      { type: 'svc:event:session-expired', payload: { expiredAt: RENEWED_END } },
    ]);
  });

  it('brings a lapsed session back to active without a reload', async () => {
    const { parent, emitter } = signedEmitter(async () => ({ expiresAt: RENEWED_END }));
    vi.advanceTimersByTime(END - START);
    expect(emitter.sessionStatus).toBe('expired');
    sendAction('set-session', { sessionId: 'fresh-id' });
    await flushPromises();
    expect(emitter.sessionStatus).toBe('active');
    vi.advanceTimersByTime(RENEWED_END - START);
    expect(postedTypes(parent)).toEqual([...EXPIRING_THEN_EXPIRED, ...EXPIRING_THEN_EXPIRED]);
  });

  it('also calls the user set-session handlers', async () => {
    const { emitter } = signedEmitter(async () => ({ expiresAt: RENEWED_END }));
    const handler = vi.fn();
    emitter.onAction('set-session', handler);
    sendAction('set-session', { sessionId: 'fresh-id' });
    expect(handler).toHaveBeenCalledWith({ sessionId: 'fresh-id' }, expect.anything());
  });

  const failures: [
    label: string,
    exchange: (() => Promise<SessionExchangeResult>) | undefined,
    message: RegExp,
  ][] = [
    ['a rejection', () => Promise.reject(new Error('session id already redeemed')), /already redeemed/],
    [
      'a synchronous throw',
      () => {
        throw new Error('offline');
      },
      /offline/,
    ],
    ['a result without expiresAt', async () => ({}) as SessionExchangeResult, /expiresAt/],
    ['a NaN expiresAt', async () => ({ expiresAt: Number.NaN }), /expiresAt/],
    ['a negative expiresAt', async () => ({ expiresAt: -1 }), /expiresAt/],
    ['a null result', async () => null as unknown as SessionExchangeResult, /expiresAt/],
    ['no exchangeSession option', undefined, /exchangeSession/],
  ];

  it.each(failures)(
    'reports %s as an EmbedSessionExchangeError and keeps the state',
    async (_l, exchange, message) => {
      const { parent, emitter } = signedEmitter(exchange);
      reachExpiring();
      parent.postMessage.mockClear();

      sendAction('set-session', { sessionId: 'stale-id' });
      await flushPromises();
      expect(posted(parent)).toMatchObject([
        { type: 'svc:event:error', payload: { ...EXCHANGE_ERROR, message } },
      ]);
      expect(emitter.sessionStatus).toBe('expiring');

      vi.advanceTimersByTime(EXPIRING_LEAD_MS); // the old session still lapses on time
      expect(postedTypes(parent)).toEqual(['svc:event:error', 'svc:event:session-expired']);
    },
  );

  it('runs exchanges one at a time, in order', async () => {
    const first = deferred<SessionExchangeResult>();
    const second = deferred<SessionExchangeResult>();
    const exchange = vi.fn().mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    const { emitter } = signedEmitter(exchange);

    sendAction('set-session', { sessionId: 'id-1' });
    sendAction('set-session', { sessionId: 'id-2' });
    await flushPromises();
    const withSignal = { signal: expect.any(AbortSignal) };
    expect(exchange.mock.calls).toEqual([['id-1', withSignal]]);

    first.resolve({ expiresAt: START + 2 * HOUR });
    await flushPromises();
    expect(exchange.mock.calls).toEqual([
      ['id-1', withSignal],
      ['id-2', withSignal],
    ]);

    second.resolve({ expiresAt: RENEWED_END });
    await flushPromises();
    vi.advanceTimersByTime(RENEWED_END - EXPIRING_LEAD_MS - START - 1);
    expect(emitter.sessionStatus).toBe('active');
    vi.advanceTimersByTime(1);
    expect(emitter.sessionStatus).toBe('expiring');
  });

  it('goes on with the next exchange after a failed one', async () => {
    const exchange = vi
      .fn()
      .mockRejectedValueOnce(new Error('expired id'))
      .mockResolvedValueOnce({ expiresAt: RENEWED_END });
    const { parent, emitter } = signedEmitter(exchange);
    reachExpiring();
    sendAction('set-session', { sessionId: 'id-1' });
    sendAction('set-session', { sessionId: 'id-2' });
    await flushPromises();
    expect(exchange).toHaveBeenCalledTimes(2);
    expect(emitter.sessionStatus).toBe('active');
    expect(postedTypes(parent)).toEqual(['svc:event:session-expiring', 'svc:event:error']);
  });

  it('fails an exchange that hangs past exchangeTimeoutMs and goes on with the next one', async () => {
    const exchange = vi
      .fn()
      .mockReturnValueOnce(new Promise(() => {}))
      .mockResolvedValueOnce({ expiresAt: RENEWED_END });
    const { parent, emitter } = signedEmitter(exchange);
    reachExpiring();
    sendAction('set-session', { sessionId: 'id-1' });
    sendAction('set-session', { sessionId: 'id-2' });
    await vi.advanceTimersByTimeAsync(14_999);
    expect(exchange).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(exchange).toHaveBeenCalledTimes(2);
    expect(emitter.sessionStatus).toBe('active');
    const error = posted(parent).find((event) => event.type === 'svc:event:error');
    expect(error?.payload).toEqual({
      ...EXCHANGE_ERROR,
      message: 'session exchange failed: no answer within 15000 ms',
    });
  });

  it('refuses set-session in private mode with an error event', async () => {
    const parent = frameIn();
    const exchange = vi.fn(async () => ({ expiresAt: RENEWED_END }));
    const { emitter } = createEmitter({ mode: 'private', exchangeSession: exchange });
    emitter.emitReady(READY);
    sendAction('set-session', { sessionId: 'fresh-id' });
    await flushPromises();
    expect(exchange).not.toHaveBeenCalled();
    expect(posted(parent)[1]).toMatchObject({
      type: 'svc:event:error',
      payload: { ...EXCHANGE_ERROR, message: expect.stringMatching(/private/) },
    });
    expect(emitter.sessionStatus).toBeNull();
  });

  it.each([
    ['a success', (d: Deferred<SessionExchangeResult>) => d.resolve({ expiresAt: RENEWED_END })],
    ['a failure', (d: Deferred<SessionExchangeResult>) => d.reject(new Error('late'))],
  ])('ignores %s that arrives after destroy()', async (_label, settle) => {
    const pending = deferred<SessionExchangeResult>();
    const { parent, emitter, diagnostics } = signedEmitter(() => pending.promise);
    reachExpiring();
    parent.postMessage.mockClear();
    sendAction('set-session', { sessionId: 'fresh-id' });
    await flushPromises();
    emitter.destroy();

    settle(pending);
    await flushPromises();
    expect(parent.postMessage).not.toHaveBeenCalled();
    expect(emitter.sessionStatus).toBe('expiring');
    expect(vi.getTimerCount()).toBe(0);
    expect(diagnostics).toEqual([]);
  });
});
