// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanUp, createEmitter, frameIn, READY, sendAction } from './test-frame';

const START = 1_900_000_000_000;
const END = START + 3_600_000;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(cleanUp);

type Registration = [target: EventTarget, type: string, listener: unknown];

/** Records listeners added to and removed from window and document. */
function spyOnListeners() {
  const added: Registration[] = [];
  const removed: Registration[] = [];
  for (const target of [window, document] as EventTarget[]) {
    const add = target.addEventListener.bind(target);
    const remove = target.removeEventListener.bind(target);
    vi.spyOn(target, 'addEventListener').mockImplementation((type, listener, options) => {
      added.push([target, type, listener]);
      add(type, listener, options);
    });
    vi.spyOn(target, 'removeEventListener').mockImplementation((type, listener, options) => {
      removed.push([target, type, listener]);
      remove(type, listener, options);
    });
  }
  const live = () =>
    added.filter(
      ([t, type, l]) => !removed.some(([rt, rtype, rl]) => rt === t && rtype === type && rl === l),
    );
  return { added, live };
}

describe('EmbedEmitter destroy', () => {
  it('removes every listener and timer it added', () => {
    const listeners = spyOnListeners();
    frameIn();
    const { emitter } = createEmitter({ mode: 'signed', expiresAt: END });
    expect(listeners.added.map(([, type]) => type).sort()).toEqual([
      'focus',
      'message',
      'pageshow',
      'visibilitychange',
    ]);
    expect(vi.getTimerCount()).toBe(1);

    emitter.destroy();
    expect(listeners.live()).toEqual([]);
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
    emitter.ready(READY);
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
