// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { END, EXCHANGE_ERROR, mountRenewal, NEXT_END, settle } from '../../test/support/renewal';
import type { Diagnostic } from '../host';

const HOUR = 3_600_000;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

/** A mint that answers after `ms` and counts how many calls are unsettled at once. */
function slowMint(ms: number) {
  let inFlight = 0;
  let maxInFlight = 0;
  let minted = 0;
  const mint = () => {
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    return new Promise<string>((resolve) =>
      setTimeout(() => {
        inFlight -= 1;
        resolve(`fresh-${++minted}`);
      }, ms),
    );
  };
  return { mint, maxInFlight: () => maxInFlight };
}

describe('a bounded renewal', () => {
  it('takes exactly one mint for one honest renewal', async () => {
    const s = mountRenewal(slowMint(300).mint);
    s.expiring();
    await vi.advanceTimersByTimeAsync(30 * 60_000);
    s.expired();
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(s.mintSession).toHaveBeenCalledOnce();
    expect(s.setSessions()).toHaveLength(1);
  });

  it.each([
    ['at once', 0],
    ['one per 100 ms', 100],
    ['one per second', 1_000],
  ])(
    'ends 1,000 session-expiring events with distinct ends sent %s with at most 10 mints',
    async (_label, gapMs) => {
      const minting = slowMint(300);
      const s = mountRenewal(minting.mint);
      for (let i = 1; i <= 1_000; i += 1) {
        s.expiring(END + i * 60_000);
        if (gapMs > 0) await vi.advanceTimersByTimeAsync(gapMs);
      }
      await vi.advanceTimersByTimeAsync(HOUR);
      expect(s.mintSession.mock.calls.length).toBeLessThanOrEqual(10);
      expect(minting.maxInFlight()).toBe(1);
    },
  );

  it('ends 20 expiring + exchange-error cycles with at most 10 mints', async () => {
    const minting = slowMint(300);
    const s = mountRenewal(minting.mint);
    for (let cycle = 1; cycle <= 20; cycle += 1) {
      s.expiring(END + cycle * 60_000);
      await vi.advanceTimersByTimeAsync(1_000);
      s.emit('error', EXCHANGE_ERROR);
      await vi.advanceTimersByTimeAsync(1_000);
    }
    expect(s.mintSession.mock.calls.length).toBeLessThanOrEqual(10);
    expect(minting.maxInFlight()).toBe(1);
  });

  it.each([
    ['the same end', END],
    ['an earlier end', END - 60_000],
  ])('ignores a session end at %s as one already renewed', async (_label, end) => {
    const s = mountRenewal(async () => 'fresh');
    s.expiring();
    await settle();
    s.expiring(end);
    s.expired(end);
    await settle();
    expect(s.mintSession).toHaveBeenCalledOnce();
    expect(s.controller.renewalStatus).toBe('sent');
  });

  it('ignores a newer session end while a renewal is in flight', async () => {
    const s = mountRenewal(slowMint(300).mint);
    s.expiring();
    await vi.advanceTimersByTimeAsync(100);
    s.expiring(NEXT_END);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(s.mintSession).toHaveBeenCalledOnce();
    expect(s.setSessions()).toEqual([['svc:action:set-session', { sessionId: 'fresh-1' }]]);
  });

  it('stops past the hourly budget with a failed phase and a diagnostic that says why', async () => {
    const diagnostics: Diagnostic[] = [];
    const s = mountRenewal(async () => 'fresh', {
      renewal: { maxPerHour: 2 },
      onDiagnostic: (diagnostic) => diagnostics.push(diagnostic),
    });
    for (const minutes of [1, 2, 3, 4]) {
      s.expiring(END + minutes * 60_000);
      await settle();
    }
    expect(s.mintSession).toHaveBeenCalledTimes(2);
    expect(s.controller.renewalStatus).toBe('failed');
    expect(s.updates.filter((u) => u.phase === 'failed')).toEqual([
      { phase: 'failed', reason: 'too-many-renewals' },
    ]);
    expect(diagnostics).toEqual([
      expect.objectContaining({
        reason: 'too-many-renewals',
        message: expect.stringMatching(/2 renewals in the last hour.*renewal\.maxPerHour/),
      }),
    ]);
  });

  it('renews again once the oldest renewal is more than an hour old', async () => {
    const s = mountRenewal(async () => 'fresh', { renewal: { maxPerHour: 1 } });
    s.expiring(END);
    await settle();
    s.expiring(END + 60_000);
    await settle();
    expect(s.mintSession).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(HOUR);
    s.expiring(END + 120_000);
    await settle();
    expect(s.mintSession).toHaveBeenCalledTimes(2);
    expect(s.controller.renewalStatus).toBe('sent');
  });
});
