// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanUp, createEmitter, frameIn, READY, sendAction } from '../../test/support/embed-frame';
import { type ListenerCensus, takeListenerCensus } from '../../test/support/listener-census';

const START = 1_900_000_000_000;
const END = START + 3_600_000;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
let census: ListenerCensus | undefined;
afterEach(() => {
  census?.restore();
  cleanUp();
});

describe('EmbedEmitter destroy', () => {
  it('removes every listener and timer it added', () => {
    census = takeListenerCensus([window, document]);
    frameIn();
    const { emitter } = createEmitter({ mode: 'signed', expiresAt: END });
    expect(census.liveByType()).toEqual({ focus: 1, message: 1, pageshow: 1, visibilitychange: 1 });
    expect(vi.getTimerCount()).toBe(1);

    emitter.destroy();
    expect(census.live).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('is idempotent', () => {
    frameIn();
    const { emitter } = createEmitter({ mode: 'signed', expiresAt: END });
    emitter.destroy();
    expect(() => emitter.destroy()).not.toThrow();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('afterwards sends nothing and runs no handler', () => {
    const parent = frameIn();
    const { emitter, diagnostics } = createEmitter({ mode: 'signed', expiresAt: END });
    const handler = vi.fn();
    emitter.onAction('refresh', handler);
    emitter.emit('view', { surface: 'dashboard', path: '/' }); // queued behind ready, then dropped

    emitter.destroy();
    emitter.emitReady(READY);
    emitter.emit('navigate', { path: '/next' });
    sendAction('refresh', {});
    emitter.onAction('refresh', handler);
    sendAction('refresh', {});
    vi.setSystemTime(END + 1);
    window.dispatchEvent(new Event('focus'));
    vi.runAllTimers();

    expect(parent.postMessage).not.toHaveBeenCalled();
    expect(handler).not.toHaveBeenCalled();
    expect(diagnostics.map((d) => d.reason)).toEqual(['destroyed', 'destroyed']);
  });

  it('stops the handlers after one that destroys the emitter', () => {
    frameIn();
    const { emitter } = createEmitter();
    const after = vi.fn();
    emitter.onAction('refresh', () => emitter.destroy());
    emitter.onAction('refresh', after);
    sendAction('refresh', {});
    expect(after).not.toHaveBeenCalled();
  });
});
