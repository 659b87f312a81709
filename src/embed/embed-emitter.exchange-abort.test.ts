// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanUp, flushPromises, readySignedEmitter, sendAction } from '../../test/support/embed-frame';
import { EXPIRING_LEAD_MS } from '../session';
import type { SessionExchangeResult } from './options';

const START = 1_900_000_000_000;
const END = START + 3_600_000;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(cleanUp);

/** An exchange that never answers by itself and keeps the signal it was given. */
function hangingExchange() {
  const signals: (AbortSignal | undefined)[] = [];
  const exchange = vi.fn((_sessionId: string, options?: { signal: AbortSignal }) => {
    signals.push(options?.signal);
    return new Promise<SessionExchangeResult>(() => {});
  });
  return { exchange, signals };
}

function renewing(
  exchange: (sessionId: string, options?: { signal: AbortSignal }) => Promise<SessionExchangeResult>,
) {
  const mounted = readySignedEmitter({ expiresAt: END, exchangeSession: exchange, exchangeTimeoutMs: 5_000 });
  vi.advanceTimersByTime(END - EXPIRING_LEAD_MS - START);
  sendAction('set-session', { sessionId: 'fresh-id' });
  return mounted;
}

describe('a set-session exchange is cancelled when it is given up', () => {
  it('gets an AbortSignal that is not aborted while it may still answer', async () => {
    const { exchange, signals } = hangingExchange();
    renewing(exchange);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(exchange).toHaveBeenCalledWith('fresh-id', { signal: expect.any(AbortSignal) });
    expect(signals[0]?.aborted).toBe(false);
  });

  it('is aborted when it times out, with a reason that says so', async () => {
    const { exchange, signals } = hangingExchange();
    renewing(exchange);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(signals[0]?.aborted).toBe(true);
    expect(String((signals[0]?.reason as Error)?.message)).toMatch(/no answer within 5000 ms/);
  });

  it('is aborted on destroy()', async () => {
    const { exchange, signals } = hangingExchange();
    const { emitter } = renewing(exchange);
    await flushPromises();
    emitter.destroy();
    expect(signals[0]?.aborted).toBe(true);
  });

  it('is not aborted once it has answered', async () => {
    const signals: AbortSignal[] = [];
    renewing(async (_id, options) => {
      if (options) signals.push(options.signal);
      return { expiresAt: END + 3_600_000 };
    });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(signals).toHaveLength(1);
    expect(signals[0]?.aborted).toBe(false);
  });

  it('still works with a one-argument exchangeSession', async () => {
    const exchange = vi.fn(async (_sessionId: string) => ({ expiresAt: END + 3_600_000 }));
    const { emitter } = renewing(exchange);
    await flushPromises();
    expect(emitter.sessionStatus).toBe('active');
  });
});
