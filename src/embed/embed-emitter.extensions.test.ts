// @vitest-environment happy-dom
import { format } from 'node:util';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cleanUp,
  createEmitter,
  frameIn,
  HOST,
  posted,
  READY,
  sendAction,
} from '../../test/support/embed-frame';
import { safeParseEvent } from '../envelope';
import { contentSize } from '../extensions/embed/content-size';
import { debugLog } from '../internal/debug-log';
import { EMBED_ERROR_CODES } from '../internal/errors';
import { parseExtensionEvent } from '../protocol/extension-envelope';

afterEach(() => {
  cleanUp();
  vi.unstubAllGlobals();
});

describe('EmbedEmitter extensions', () => {
  it('announces protocol version 1 and message-port (every emitter accepts a port) by default', () => {
    const parent = frameIn();
    createEmitter().emitter.emitReady(READY);
    const [ready] = posted(parent);
    expect(ready?.payload).toMatchObject({ protocolVersion: 1, extensions: 'message-port' });
    expect(safeParseEvent(ready).success).toBe(true);
  });

  it('announces content-size and reports the document size after ready when contentSize is on', () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    const parent = frameIn();
    const { emitter } = createEmitter({ extensions: [contentSize()] });
    expect(frames).toHaveLength(0); // nothing is measured before ready
    emitter.emitReady(READY);
    expect(posted(parent)[0]?.payload).toMatchObject({ extensions: 'content-size message-port' });
    for (const frame of frames.splice(0)) frame(0);

    const sizes = parent.postMessage.mock.calls.slice(1);
    expect(sizes).toHaveLength(1);
    const [envelope, target] = sizes[0] ?? [];
    expect(target).toBe(HOST);
    const parsed = parseExtensionEvent(envelope);
    expect(parsed.success && parsed.data.type).toBe('svc:event:content-size');
  });

  it.each([
    ['not an array', 'content-size', 'extensions must be an array'],
    ['a factory not called', [contentSize], 'call the factory'],
    ['something else', [{ name: 'x' }], 'extensions[0] is not an extension'],
    ['one name twice', [contentSize(), contentSize()], '"content-size" is given twice'],
  ])('refuses extensions that are %s with invalid-options', (_label, extensions, named) => {
    frameIn();
    expect(() => createEmitter({ extensions } as never)).toThrow(
      expect.objectContaining({
        code: EMBED_ERROR_CODES.invalidOptions,
        message: expect.stringContaining(named),
      }),
    );
  });
});

describe('EmbedEmitter debug', () => {
  function spyConsole() {
    return {
      group: vi.spyOn(console, 'groupCollapsed').mockImplementation(() => {}),
      log: vi.spyOn(console, 'log').mockImplementation(() => {}),
      end: vi.spyOn(console, 'groupEnd').mockImplementation(() => {}),
    };
  }

  it('logs nothing when off', () => {
    const spies = spyConsole();
    frameIn();
    createEmitter().emitter.emitReady(READY);
    sendAction('refresh', {});
    sendAction('refresh', {}, { origin: 'https://evil.example' });
    expect(spies.group).not.toHaveBeenCalled();
    expect(spies.log).not.toHaveBeenCalled();
  });

  it('logs each message out and in and each refusal, grouped, with type, verdict, origin and payload', () => {
    const spies = spyConsole();
    frameIn();
    createEmitter({ extensions: [debugLog()] }).emitter.emitReady(READY);
    sendAction('refresh', {});
    sendAction('refresh', {}, { origin: 'https://evil.example' });

    const titles = spies.group.mock.calls.map((args) => format(...(args as [string, ...unknown[]])));
    expect(titles).toEqual([
      expect.stringMatching(/\[svc-embed embed\] → svc:event:ready sent/),
      expect.stringMatching(/\[svc-embed embed\] ← svc:action:refresh accepted/),
      expect.stringMatching(/\[svc-embed embed\] ← wrong-origin: .* refused/),
    ]);
    expect(spies.log).toHaveBeenCalledWith('target', HOST);
    expect(spies.log).toHaveBeenCalledWith('sender', HOST);
    expect(spies.log).toHaveBeenCalledWith('sender', 'https://evil.example');
    expect(spies.log).toHaveBeenCalledWith('payload', expect.objectContaining({ embedTenant: 'acme' }));
    expect(spies.end).toHaveBeenCalledTimes(3);
  });

  it.each([
    ['accepted', undefined],
    ['refused from another origin', { origin: 'https://evil.example' }],
    ['refused from another window', { source: {} }],
  ])('never prints the session id of a set-session %s', (_label, from) => {
    const spies = spyConsole();
    frameIn();
    createEmitter({ extensions: [debugLog()] }).emitter.emitReady(READY);
    sendAction('set-session', { sessionId: 'secret-session-id' }, from);
    expect(spies.log).toHaveBeenCalled();
    expect(JSON.stringify(spies.log.mock.calls)).not.toContain('secret-session-id');
  });
});
