// @vitest-environment happy-dom
import { format } from 'node:util';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountController, READY, TENANT } from '../../test/support/host';
import { debugLog, EMBED_ERROR_CODES, EmbedError, exitFullscreen, requestFullscreen } from '../host';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

function spyConsole() {
  return {
    group: vi.spyOn(console, 'groupCollapsed').mockImplementation(() => {}),
    log: vi.spyOn(console, 'log').mockImplementation(() => {}),
    end: vi.spyOn(console, 'groupEnd').mockImplementation(() => {}),
  };
}

describe('host debug', () => {
  it('logs nothing when off', () => {
    const spies = spyConsole();
    const { controller, ready, deliver } = mountController();
    ready();
    controller.refresh();
    deliver('garbage');
    expect(spies.group).not.toHaveBeenCalled();
    expect(spies.log).not.toHaveBeenCalled();
  });

  it('logs every message in and out and every refusal, grouped, with origin and payload', () => {
    const spies = spyConsole();
    const onDiagnostic = vi.fn();
    const { controller, ready, deliver } = mountController({ extensions: [debugLog()], onDiagnostic });
    ready();
    controller.refresh();
    deliver('garbage', { origin: 'https://evil.example' });

    expect(spies.group.mock.calls.map((args) => format(...(args as [string, ...unknown[]])))).toEqual([
      expect.stringMatching(/\[svc-embed host\] ← svc:event:ready accepted/),
      expect.stringMatching(/\[svc-embed host\] → svc:action:refresh sent/),
      expect.stringMatching(/\[svc-embed host\] ← wrong-origin: .* refused/),
    ]);
    expect(spies.log).toHaveBeenCalledWith('sender', TENANT);
    expect(spies.log).toHaveBeenCalledWith('target', TENANT);
    expect(spies.log).toHaveBeenCalledWith('sender', 'https://evil.example');
    expect(spies.log).toHaveBeenCalledWith('payload', READY);
    expect(spies.end).toHaveBeenCalledTimes(3);
    // The user's hook still hears every refusal.
    expect(onDiagnostic).toHaveBeenCalledOnce();
  });

  it('never prints a session id', () => {
    const spies = spyConsole();
    const { controller, ready } = mountController({ extensions: [debugLog()] });
    ready();
    controller.setSession('secret-session-id');
    expect(spies.log).toHaveBeenCalledWith('payload', { sessionId: '(hidden)' });
    expect(JSON.stringify(spies.log.mock.calls)).not.toContain('secret-session-id');
  });
});

describe('fullscreen', () => {
  async function refusal(promise: Promise<void>) {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(EmbedError);
    return error as EmbedError;
  }

  it('asks the browser to show the iframe fullscreen', async () => {
    const { controller } = mountController();
    const request = vi.fn(async () => {});
    controller.iframe.requestFullscreen = request;
    await requestFullscreen(controller);
    expect(request).toHaveBeenCalledOnce();
  });

  it.each<[string, (iframe: HTMLIFrameElement) => void, string]>([
    [
      'the browser refuses',
      (f) => (f.requestFullscreen = () => Promise.reject(new TypeError('no gesture'))),
      'no gesture',
    ],
    [
      'there is no fullscreen API',
      (f) => Object.defineProperty(f, 'requestFullscreen', { value: undefined }),
      'does not allow',
    ],
    ['the iframe is not in the document', (f) => f.remove(), 'not in the document'],
  ])('rejects with fullscreen-refused when %s', async (_label, arrange, says) => {
    const { controller } = mountController();
    arrange(controller.iframe);
    const error = await refusal(requestFullscreen(controller));
    expect(error.code).toBe(EMBED_ERROR_CODES.fullscreenRefused);
    expect(error.message).toContain(says);
  });

  it('rejects with destroyed after destroy()', async () => {
    const { controller } = mountController();
    controller.destroy();
    expect((await refusal(requestFullscreen(controller))).code).toBe(EMBED_ERROR_CODES.destroyed);
  });

  it('exits only when this iframe is fullscreen', async () => {
    const { controller } = mountController();
    const exit = vi.fn(async () => {});
    Object.defineProperty(document, 'exitFullscreen', { value: exit, configurable: true });
    await exitFullscreen(controller);
    expect(exit).not.toHaveBeenCalled();
    Object.defineProperty(document, 'fullscreenElement', { value: controller.iframe, configurable: true });
    await exitFullscreen(controller);
    expect(exit).toHaveBeenCalledOnce();
    Reflect.deleteProperty(document, 'fullscreenElement');
  });
});
