// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountController } from '../../test/support/host';
import {
  EXCHANGE_ERROR as exchangeError,
  NEXT_END,
  settle,
  mountRenewal as setup,
} from '../../test/support/renewal';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

let counter = 0;
const freshId = async () => `fresh-${++counter}`;

describe('session renewal', () => {
  it.each([
    ['expiring then expired', ['expiring', 'expired']],
    ['expired then expiring', ['expired', 'expiring']],
    ['expiring twice', ['expiring', 'expiring']],
  ] as const)('mints once for %s', async (_label, order) => {
    const s = setup(freshId);
    s[order[0]]();
    await settle();
    s[order[1]]();
    await settle();
    expect(s.mintSession).toHaveBeenCalledOnce();
    expect(s.setSessions()).toEqual([
      ['svc:action:set-session', { sessionId: expect.stringMatching(/^fresh-/) }],
    ]);
    expect(s.controller.renewalStatus).toBe('sent');
  });

  it('mints once even when the second event arrives while the mint is pending', async () => {
    const s = setup(freshId);
    s.expiring();
    s.expired();
    await settle();
    expect(s.mintSession).toHaveBeenCalledOnce();
  });

  it('reports each step as a typed controller event', async () => {
    const s = setup(freshId);
    s.expired();
    await settle();
    expect(s.updates).toEqual([
      { phase: 'minting', attempt: 1, trigger: 'session-expired' },
      { phase: 'sent', attempt: 1 },
    ]);
  });

  it('renews again for the next session', async () => {
    const s = setup(freshId);
    s.expiring();
    await settle();
    s.expiring(NEXT_END);
    await settle();
    expect(s.mintSession).toHaveBeenCalledTimes(2);
    expect(s.setSessions()).toHaveLength(2);
  });

  it('retries a rejected mint three times with capped backoff, then sends once', async () => {
    let calls = 0;
    const s = setup(async () => {
      calls += 1;
      if (calls <= 3) throw new Error(`backend down ${calls}`);
      return 'finally';
    });
    s.expiring();
    await settle();
    expect(s.mintSession).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(s.mintSession).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(s.mintSession).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(s.mintSession).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(s.mintSession).toHaveBeenCalledTimes(4);
    expect(s.setSessions()).toEqual([['svc:action:set-session', { sessionId: 'finally' }]]);
    expect(
      s.updates.filter((u) => u.phase === 'mint-failed').map((u) => 'retryInMs' in u && u.retryInMs),
    ).toEqual([1_000, 2_000, 4_000]);
  });

  it('caps the delay and gives up after maxAttempts', async () => {
    const s = setup(() => Promise.reject(new Error('down')), {
      renewal: { initialDelayMs: 100, maxDelayMs: 250, maxAttempts: 4 },
    });
    s.expiring();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(s.mintSession).toHaveBeenCalledTimes(4);
    expect(s.updates.flatMap((u) => (u.phase === 'mint-failed' ? [u.retryInMs] : []))).toEqual([
      100,
      200,
      250,
      null,
    ]);
    expect(s.updates.at(-1)).toEqual({ phase: 'failed', reason: 'mint-failed' });
    expect(s.controller.renewalStatus).toBe('failed');
    expect(s.setSessions()).toEqual([]);
  });

  it('keeps the defaults for options given as undefined', async () => {
    const unset = {
      initialDelayMs: undefined,
      maxDelayMs: undefined,
      maxAttempts: undefined,
      mintTimeoutMs: undefined,
    };
    const s = setup(() => Promise.reject(new Error('down')), { renewal: unset });
    s.expiring();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(s.updates.flatMap((u) => (u.phase === 'mint-failed' ? [u.retryInMs] : []))).toEqual([
      1_000,
      2_000,
      4_000,
      8_000,
      16_000,
      null,
    ]);
  });

  it('tells onDiagnostic when a renewal gives up, with the last error', async () => {
    const onDiagnostic = vi.fn();
    const down = new Error('down');
    const s = setup(() => Promise.reject(down), { onDiagnostic, renewal: { maxAttempts: 2 } });
    s.expiring();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(onDiagnostic).toHaveBeenCalledWith({
      reason: 'renewal-failed',
      message: 'renewal failed: mint-failed',
      detail: down,
    });
  });

  it.each([
    ['no onDiagnostic and no onRenewal: the console', false, false, 1],
    ['an onRenewal handler: not the console', true, false, 0],
    ['an onDiagnostic hook: not the console', false, true, 0],
  ])('a renewal that gives up with %s', async (_label, withRenewalHandler, withDiagnostic, warnings) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const mounted = mountController({
      mintSession: () => Promise.reject(new Error('down')),
      renewal: { maxAttempts: 1 },
      ...(withDiagnostic ? { onDiagnostic: () => {} } : {}),
    });
    if (withRenewalHandler) mounted.controller.on('renewal', () => {});
    mounted.ready();
    mounted.emit('session-expiring', { expiresAt: Date.now() + 60_000, expiresInMs: 60_000 });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(warn).toHaveBeenCalledTimes(warnings);
    if (warnings) expect(String(warn.mock.calls[0]?.[0])).toContain('renewal failed: mint-failed');
    warn.mockRestore();
  });

  it('tries again on the other event of a session whose renewal failed', async () => {
    const s = setup(() => Promise.reject(new Error('down')), { renewal: { maxAttempts: 1 } });
    s.expiring();
    await settle();
    s.mintSession.mockImplementation(async () => 'recovered');
    s.expired();
    await settle();
    expect(s.setSessions()).toEqual([['svc:action:set-session', { sessionId: 'recovered' }]]);
  });

  it.each<[string, () => Promise<string>]>([
    ['a mint that never settles', () => new Promise<string>(() => {})],
    [
      'a mint that throws synchronously',
      () => {
        throw new Error('sync');
      },
    ],
    ['a mint resolving an unusable id', async () => 'not a valid id!'],
    ['a mint resolving nothing', async () => undefined as never],
  ])('treats %s as a failed attempt and retries', async (_label, broken) => {
    const s = setup(broken);
    s.expiring();
    await settle();
    s.mintSession.mockImplementation(async () => 'good');
    // A failing attempt retries after 1 s; a hanging one times out at 15 s, then retries 1 s later.
    await vi.advanceTimersByTimeAsync(16_000);
    expect(s.setSessions()).toEqual([['svc:action:set-session', { sessionId: 'good' }]]);
    expect(s.updates[1]).toMatchObject({ phase: 'mint-failed', attempt: 1 });
  });

  it('gets one fresh mint after an exchange error, and gives up after a second', async () => {
    const s = setup(freshId);
    s.expiring();
    await settle();
    s.emit('error', exchangeError);
    await settle();
    expect(s.mintSession).toHaveBeenCalledTimes(2);
    expect(s.setSessions()).toHaveLength(2);
    s.emit('error', exchangeError);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(s.mintSession).toHaveBeenCalledTimes(2);
    expect(s.updates.filter((u) => u.phase === 'exchange-failed')).toEqual([
      { phase: 'exchange-failed', message: exchangeError.message, willRetry: true },
      { phase: 'exchange-failed', message: exchangeError.message, willRetry: false },
    ]);
    expect(s.controller.renewalStatus).toBe('failed');
  });

  it.each([
    ['an exchange error while not renewing', exchangeError],
    [
      'another error during a renewal',
      { message: 'widget broke', name: 'RenderError', context: 'embed-render' },
    ],
  ])('does not mint for %s', async (label, error) => {
    const s = setup(freshId);
    if (label.startsWith('another')) {
      s.expiring();
      await settle();
    }
    const before = s.mintSession.mock.calls.length;
    s.emit('error', error);
    await settle();
    expect(s.mintSession).toHaveBeenCalledTimes(before);
  });

  it('posts nothing when destroyed during a pending mint', async () => {
    let release: (id: string) => void = () => {};
    const s = setup(() => new Promise<string>((resolve) => (release = resolve)));
    s.expiring();
    await settle();
    s.controller.destroy();
    release('too-late');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(s.embedWindow.postMessage).not.toHaveBeenCalledWith(
      expect.objectContaining({ type: 'svc:action:set-session' }),
      expect.anything(),
    );
    expect(vi.getTimerCount()).toBe(0);
  });

  it('never mints in private mode', async () => {
    // Private: neither a session id nor a way to mint one (mintSession alone opens a signed embed).
    const s = setup(freshId, { sessionId: undefined, mintSession: undefined });
    s.expiring();
    s.expired();
    await settle();
    expect(s.mintSession).not.toHaveBeenCalled();
    expect(s.controller.renewalStatus).toBe('idle');
  });

  it('reports a signed embed without mintSession as a failed renewal', async () => {
    const s = setup(freshId, { mintSession: undefined });
    s.expiring();
    await settle();
    expect(s.updates).toEqual([{ phase: 'failed', reason: 'no-mint-session' }]);
  });

  it('keeps the renewals of two controllers apart', async () => {
    const first = setup(freshId);
    const second = setup(freshId, { publicId: 'pub-2' });
    first.expiring();
    await settle();
    expect(first.mintSession).toHaveBeenCalledOnce();
    expect(second.mintSession).not.toHaveBeenCalled();
    expect(second.setSessions()).toEqual([]);
  });
});
