// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanUp, createEmitter, deliver, frameIn, HOST, sendAction } from '../../test/support/embed-frame';
import { rawAction, rawEvent } from '../../test/support/envelopes';

afterEach(cleanUp);

const SCHEME = { scheme: 'dark' } as const;

function listening(options: Parameters<typeof createEmitter>[0] = {}) {
  const parent = frameIn();
  const { emitter, diagnostics } = createEmitter(options);
  const handler = vi.fn();
  emitter.onAction('set-color-scheme', handler);
  return { parent, emitter, diagnostics, handler };
}

describe('EmbedEmitter actions', () => {
  it('calls the typed handler with the parsed payload and the envelope', () => {
    const { emitter, handler, diagnostics } = listening();
    const locale = vi.fn();
    emitter.onAction('set-locale', locale);
    sendAction('set-color-scheme', { ...SCHEME, extra: 'dropped' });

    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith(
      SCHEME,
      expect.objectContaining({ type: 'svc:action:set-color-scheme', payload: SCHEME }),
    );
    expect(locale).not.toHaveBeenCalled();
    expect(diagnostics).toEqual([]);
  });

  it('stops calling a handler once unsubscribed', () => {
    const parent = frameIn();
    const { emitter } = createEmitter();
    const handler = vi.fn();
    const unsubscribe = emitter.onAction('refresh', handler);
    sendAction('refresh', {});
    unsubscribe();
    sendAction('refresh', {});
    expect(handler).toHaveBeenCalledTimes(1);
    expect(parent.postMessage).not.toHaveBeenCalled();
  });

  const refusals: { label: string; data?: unknown; origin?: string; source?: unknown; reason: string }[] = [
    { label: 'another window as source', source: { postMessage: () => {} }, reason: 'wrong-source' },
    { label: 'the embed window itself as source', source: window, reason: 'wrong-source' },
    { label: 'a null source', source: null, reason: 'wrong-source' },
    { label: 'an origin off the list', origin: 'https://evil.example', reason: 'wrong-origin' },
    { label: 'a lookalike subdomain', origin: 'https://host.example.evil.com', reason: 'wrong-origin' },
    { label: 'http instead of https', origin: 'http://host.example', reason: 'wrong-origin' },
    { label: 'a different port', origin: 'https://host.example:8443', reason: 'wrong-origin' },
    { label: 'an empty origin', origin: '', reason: 'wrong-origin' },
    { label: 'the opaque origin', origin: 'null', reason: 'wrong-origin' },
    {
      label: 'a foreign envelope (wrong source field)',
      data: { ...rawAction('set-color-scheme', SCHEME), source: 'other-lib' },
      reason: 'invalid-message',
    },
    {
      label: 'an event sent to the embed',
      data: rawEvent('set-color-scheme', SCHEME),
      reason: 'invalid-message',
    },
    {
      label: 'an event type in an action envelope',
      data: { ...rawAction('set-color-scheme', SCHEME), type: 'svc:event:ready' },
      reason: 'invalid-message',
    },
    { label: 'a string', data: 'svc:action:set-color-scheme', reason: 'invalid-message' },
    { label: 'a number', data: 42, reason: 'invalid-message' },
    { label: 'null', data: null, reason: 'invalid-message' },
    { label: 'an array', data: [rawAction('set-color-scheme', SCHEME)], reason: 'invalid-message' },
    {
      label: 'an unknown action type',
      data: rawAction('set-colour-scheme', SCHEME),
      reason: 'extension-refused',
    },
    { label: 'a prototype key as type', data: rawAction('__proto__', {}), reason: 'extension-refused' },
    {
      label: 'an invalid payload',
      data: rawAction('set-color-scheme', { scheme: 'sepia' }),
      reason: 'invalid-message',
    },
  ];

  it.each(refusals)('refuses $label and reports $reason', ({ data, reason, ...from }) => {
    const { handler, diagnostics } = listening();
    deliver(data === undefined ? rawAction('set-color-scheme', SCHEME) : data, from);
    expect(handler).not.toHaveBeenCalled();
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]?.reason).toBe(reason);
  });

  it('refuses a message event a script dispatched (a frame of the tenant origin can), naming the parent', () => {
    const { handler, diagnostics } = listening();
    const forged = new MessageEvent('message', {
      data: rawAction('set-color-scheme', SCHEME),
      origin: HOST,
      source: window.parent as MessageEventSource,
    });
    // What a browser sets on an event made by a script; happy-dom does not have the field.
    Object.defineProperty(forged, 'isTrusted', { value: false });
    window.dispatchEvent(forged);
    expect(handler).not.toHaveBeenCalled();
    expect(diagnostics).toMatchObject([
      {
        reason: 'wrong-source',
        message: 'svc:action:set-color-scheme refused: the message does not come from the parent window',
      },
    ]);
  });

  it('refuses every message when not framed', () => {
    const { emitter, diagnostics } = createEmitter();
    const handler = vi.fn();
    emitter.onAction('set-color-scheme', handler);
    sendAction('set-color-scheme', SCHEME, { source: window });
    expect(handler).not.toHaveBeenCalled();
    expect(diagnostics).toMatchObject([{ reason: 'wrong-source' }]);
  });

  it("with '*' accepts any origin, but only from the parent", () => {
    const { handler, diagnostics } = listening({ hostOrigins: '*' });
    sendAction('set-color-scheme', SCHEME, { origin: 'https://anyone.example' });
    sendAction('set-color-scheme', SCHEME, { origin: 'https://anyone.example', source: null });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(diagnostics).toMatchObject([{ reason: 'wrong-source' }]);
  });

  it('accepts every origin on the list', () => {
    const other = 'http://localhost:5173';
    const { handler } = listening({ hostOrigins: [HOST, other] });
    sendAction('set-color-scheme', SCHEME, { origin: HOST });
    sendAction('set-color-scheme', SCHEME, { origin: other });
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it('keeps calling the other handlers when one throws, and reports handler-threw', async () => {
    const { emitter, handler, diagnostics } = listening();
    const boom = new Error('boom');
    emitter.onAction('set-color-scheme', () => {
      throw boom;
    });
    const last = vi.fn();
    emitter.onAction('set-color-scheme', last);
    const rejected = new Error('async boom');
    emitter.onAction('set-color-scheme', async () => {
      throw rejected;
    });

    expect(() => sendAction('set-color-scheme', SCHEME)).not.toThrow();
    await Promise.resolve();
    expect(handler).toHaveBeenCalledTimes(1);
    expect(last).toHaveBeenCalledTimes(1);
    expect(diagnostics).toMatchObject([
      { reason: 'handler-threw', detail: boom },
      { reason: 'handler-threw', detail: rejected },
    ]);
  });

  it('survives a throwing onDiagnostic hook', () => {
    frameIn();
    const { emitter } = createEmitter({
      onDiagnostic: () => {
        throw new Error('hook');
      },
    });
    const handler = vi.fn();
    emitter.onAction('refresh', handler);
    expect(() => deliver('junk')).not.toThrow();
    sendAction('refresh', {});
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('refuses to subscribe to an unknown action name', () => {
    frameIn();
    const { emitter } = createEmitter();
    // @ts-expect-error not an action name
    expect(() => emitter.onAction('set-colour-scheme', () => {})).toThrow(
      expect.objectContaining({ name: 'EmbedError', code: 'invalid-argument' }),
    );
    // @ts-expect-error not an action name
    expect(() => emitter.onAction('__proto__', () => {})).toThrow(
      expect.objectContaining({ name: 'EmbedError', code: 'invalid-argument' }),
    );
  });
});
