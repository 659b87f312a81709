// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  cleanUp,
  createEmitter,
  frameIn,
  posted,
  postedTypes,
  READY,
  readySignedEmitter,
  setVisibility,
} from '../../test/support/embed-frame';
import { EXPIRING_LEAD_MS } from '../session';

const START = 1_900_000_000_000;
const HOUR = 3_600_000;
const END = START + 2 * HOUR;
const WARN_AT = END - EXPIRING_LEAD_MS;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(cleanUp);

const signedEmitter = (options: Parameters<typeof createEmitter>[0] = {}) =>
  readySignedEmitter({ expiresAt: END, ...options });

const sessionEvents = (types: string[]) => types.filter((type) => type.startsWith('svc:event:session-'));

describe('EmbedEmitter session timers', () => {
  it('warns once at expiresAt - lead, then reports the lapse at expiresAt', () => {
    const { parent, emitter } = signedEmitter();
    expect(emitter.sessionStatus).toBe('active');

    vi.advanceTimersByTime(WARN_AT - START - 1);
    expect(parent.postMessage).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(posted(parent)).toMatchObject([
      { type: 'svc:event:session-expiring', payload: { expiresAt: END, expiresInMs: EXPIRING_LEAD_MS } },
    ]);
    expect(emitter.sessionStatus).toBe('expiring');

    vi.advanceTimersByTime(END - WARN_AT - 1);
    expect(postedTypes(parent)).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(posted(parent)[1]).toMatchObject({
      type: 'svc:event:session-expired',
      payload: { expiredAt: END },
    });
    expect(emitter.sessionStatus).toBe('expired');

    vi.advanceTimersByTime(48 * HOUR);
    expect(postedTypes(parent)).toEqual(['svc:event:session-expiring', 'svc:event:session-expired']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('uses expiringLeadMs for the warning', () => {
    const lead = 60_000;
    const { parent } = signedEmitter({ expiringLeadMs: lead });
    vi.advanceTimersByTime(END - lead - START);
    expect(posted(parent)).toMatchObject([{ payload: { expiresInMs: lead } }]);
  });

  it('queues the session events behind ready when ready has not been sent yet', () => {
    const parent = frameIn();
    const { emitter } = createEmitter({ mode: 'signed', expiresAt: START + 1000, expiringLeadMs: 5000 });
    vi.advanceTimersByTime(2000);
    expect(parent.postMessage).not.toHaveBeenCalled();
    emitter.emitReady(READY);
    expect(postedTypes(parent)).toEqual([
      'svc:event:ready',
      'svc:event:session-expiring',
      'svc:event:session-expired',
    ]);
  });

  const wakes: [label: string, wake: () => void][] = [
    ['visibilitychange to visible', () => document.dispatchEvent(new Event('visibilitychange'))],
    ['focus', () => window.dispatchEvent(new Event('focus'))],
    ['pageshow', () => window.dispatchEvent(new Event('pageshow'))],
  ];

  it.each(wakes)('a suspended tab gets both events, each once, on %s', (_label, wake) => {
    const { parent, emitter } = signedEmitter();
    // The tab sleeps past both deadlines: the clock moves on, the timer never fires.
    vi.setSystemTime(END + HOUR);
    expect(parent.postMessage).not.toHaveBeenCalled();

    wake();
    expect(posted(parent)).toMatchObject([
      { type: 'svc:event:session-expired', payload: { expiredAt: END } },
      { type: 'svc:event:session-expiring', payload: { expiresAt: END, expiresInMs: 0 } },
    ]);
    expect(emitter.sessionStatus).toBe('expired');

    wake();
    vi.runAllTimers();
    expect(sessionEvents(postedTypes(parent))).toHaveLength(2);
  });

  it('a tab woken between the deadlines gets the warning at once with the time left', () => {
    const { parent } = signedEmitter();
    vi.setSystemTime(END - 1000);
    window.dispatchEvent(new Event('focus'));
    expect(posted(parent)).toMatchObject([
      { type: 'svc:event:session-expiring', payload: { expiresInMs: 1000 } },
    ]);
    vi.advanceTimersByTime(1000);
    expect(postedTypes(parent)).toEqual(['svc:event:session-expiring', 'svc:event:session-expired']);
  });

  it('does not tick on visibilitychange while the page is hidden', () => {
    const { parent } = signedEmitter();
    vi.setSystemTime(END + HOUR);
    setVisibility('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(parent.postMessage).not.toHaveBeenCalled();
  });

  it('waits through sessions longer than the longest setTimeout delay', () => {
    const far = START + 40 * 24 * HOUR;
    const { parent } = signedEmitter({ expiresAt: far });
    vi.advanceTimersByTime(30 * 24 * HOUR);
    expect(parent.postMessage).not.toHaveBeenCalled();
    vi.advanceTimersByTime(far - START - 30 * 24 * HOUR);
    expect(postedTypes(parent)).toEqual(['svc:event:session-expiring', 'svc:event:session-expired']);
  });

  it('starts expired when expiresAt is already past', () => {
    const { parent, emitter } = signedEmitter({ expiresAt: START - 1 });
    vi.advanceTimersByTime(0);
    expect(postedTypes(parent)).toEqual(['svc:event:session-expired', 'svc:event:session-expiring']);
    expect(emitter.sessionStatus).toBe('expired');
  });

  it('has no session and no timers in private mode', () => {
    const parent = frameIn();
    const { emitter } = createEmitter({ mode: 'private' });
    emitter.emitReady(READY);
    expect(emitter.sessionStatus).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
    vi.setSystemTime(END + HOUR);
    window.dispatchEvent(new Event('focus'));
    expect(postedTypes(parent)).toEqual(['svc:event:ready']);
  });
});
