// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEvent } from '../envelope';
import type { Diagnostic, EmbedControllerOptions } from '../host';
import { extensionEvent } from '../protocol/extension-envelope';
import { mountController, READY, TENANT } from '../test-support/host';
import { messagePort } from './message-port';
import { PORT_ACCEPT_TIMEOUT_MS } from './port-channel';

afterEach(() => {
  document.body.innerHTML = '';
});

const WITH_PORT = { ...READY, protocolVersion: 1, extensions: 'message-port' };
const accepted = () => extensionEvent('message-port', {}, 'dashboard', 1);
const view = () => createEvent('view', { surface: 'dashboard', path: '/a' }, 'dashboard');

function setup(options: Partial<EmbedControllerOptions> = { extensions: [messagePort()] }) {
  const diagnostics: Diagnostic[] = [];
  const mounted = mountController({ onDiagnostic: (d) => diagnostics.push(d), ...options });
  const onView = vi.fn();
  mounted.controller.on('view', onView);
  /** The embed's end of the offered port, with what arrives on it. */
  const offered = () => {
    const call = mounted.embedWindow.postMessage.mock.calls.find(
      ([data]) => data.type === 'svc:action:message-port',
    );
    if (!call) throw new Error('no port offered');
    const [data, target, transfer] = call as [unknown, string, MessagePort[]];
    const port = transfer[0] as MessagePort;
    const received: { type: string }[] = [];
    port.onmessage = (event) => received.push(event.data);
    return { data, target, port, received };
  };
  return { ...mounted, diagnostics, onView, offered };
}

describe('EmbedController message-port', () => {
  it('offers no port to an embed that does not announce it', () => {
    const { ready, sent } = setup();
    ready(READY);
    expect(sent().map(([type]) => type)).not.toContain('svc:action:message-port');
  });

  it.each([
    ['the nonce the embed announced', 'f'.repeat(32), { nonce: 'f'.repeat(32) }],
    ['no nonce to an embed that announced none (an older one)', undefined, {}],
  ])('offers the port with %s', (_label, portNonce, payload) => {
    const { ready, offered } = setup();
    ready({ ...WITH_PORT, ...(portNonce && { portNonce }) });
    expect(offered().data).toMatchObject({ payload });
    expect((offered().data as { payload: object }).payload).toEqual(payload);
  });

  it.each([
    ['messagePort not given', {}],
    ['extensions: []', { extensions: [] }],
  ])('offers no port with %s, even when announced: actions go as window messages', (_label, options) => {
    const { ready, sent, controller } = setup(options);
    ready(WITH_PORT);
    controller.refresh();
    expect(sent().map(([type]) => type)).toEqual(['svc:action:refresh']);
  });

  it('offers one port to the tenant origin, and talks on it once the embed accepts', async () => {
    const { ready, controller, offered, sent, onView } = setup();
    ready(WITH_PORT);
    const embedEnd = offered();
    expect(embedEnd.target).toBe(TENANT);
    expect(embedEnd.data).toMatchObject({ source: 'svc-embed', direction: 'action', payload: {} });

    controller.navigate('/held'); // not accepted yet: held, so that nothing overtakes it
    expect(sent().map(([type]) => type)).toEqual(['svc:action:message-port']);

    embedEnd.port.postMessage(accepted());
    embedEnd.port.postMessage(view());
    await vi.waitFor(() => expect(onView).toHaveBeenCalledOnce());
    controller.refresh();
    await vi.waitFor(() => expect(embedEnd.received).toHaveLength(2));
    expect(embedEnd.received.map(({ type }) => type)).toEqual(['svc:action:navigate', 'svc:action:refresh']);
    expect(sent()).toHaveLength(1);
  });

  it('sends what it held as window messages, with a diagnostic, when the port is not accepted in time', () => {
    vi.useFakeTimers();
    try {
      const { ready, controller, sent, diagnostics } = setup();
      ready(WITH_PORT);
      controller.navigate('/held');
      vi.advanceTimersByTime(PORT_ACCEPT_TIMEOUT_MS - 1);
      expect(sent().map(([type]) => type)).toEqual(['svc:action:message-port']);
      vi.advanceTimersByTime(1);
      expect(sent().map(([type]) => type)).toEqual(['svc:action:message-port', 'svc:action:navigate']);
      expect(diagnostics.map((d) => d.reason)).toEqual(['extension-refused']);
      controller.refresh();
      expect(
        sent()
          .map(([type]) => type)
          .at(-1),
      ).toBe('svc:action:refresh');
    } finally {
      vi.useRealTimers();
    }
  });

  it('still hears an embed that accepts after the timeout, while actions stay window messages', async () => {
    vi.useFakeTimers();
    const { ready, offered, controller, sent, onView } = setup();
    ready(WITH_PORT);
    vi.advanceTimersByTime(PORT_ACCEPT_TIMEOUT_MS);
    vi.useRealTimers();
    const embedEnd = offered();
    embedEnd.port.postMessage(accepted());
    embedEnd.port.postMessage(view());
    await vi.waitFor(() => expect(onView).toHaveBeenCalledOnce());
    controller.refresh();
    expect(sent().map(([type]) => type)).toEqual(['svc:action:message-port', 'svc:action:refresh']);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(embedEnd.received).toEqual([]);
  });

  it('checks what arrives on the port: a first message that is not the acceptance, or a bad event', async () => {
    const { ready, offered, diagnostics, onView, controller } = setup();
    ready(WITH_PORT);
    const embedEnd = offered();
    embedEnd.port.postMessage(view());
    await vi.waitFor(() => expect(diagnostics).toHaveLength(1));
    embedEnd.port.postMessage(accepted());
    embedEnd.port.postMessage({ ...view(), payload: { path: 'no-slash' } });
    await vi.waitFor(() => expect(diagnostics).toHaveLength(2));
    expect(diagnostics.map((d) => d.reason)).toEqual(['invalid-message', 'invalid-message']);
    expect(onView).not.toHaveBeenCalled();
    expect(controller.isReady).toBe(true);
  });

  it('falls back to window messages when a reloaded iframe says ready again without it', async () => {
    const { ready, offered, controller, sent } = setup();
    ready(WITH_PORT);
    const embedEnd = offered();
    embedEnd.port.postMessage(accepted());
    await new Promise((resolve) => setTimeout(resolve, 20));
    ready(READY);
    controller.refresh();
    expect(sent().map(([type]) => type)).toEqual(['svc:action:message-port', 'svc:action:refresh']);
  });

  it.each([
    ['on the new port, once accepted', WITH_PORT, ['svc:action:message-port', 'svc:action:message-port']],
    [
      'as window messages, the new document announcing no port',
      READY,
      ['svc:action:message-port', 'svc:action:set-session', 'svc:action:navigate'],
    ],
  ])('sends actions held for a port that a second ready closed %s', async (_label, again, windowTypes) => {
    const { ready, controller, sent, embedWindow } = setup();
    ready(WITH_PORT);
    controller.setSession('next-session');
    controller.navigate('/held');
    ready(again); // the iframe reloaded before its first document accepted the port
    expect(sent().map(([type]) => type)).toEqual(windowTypes);
    if (again !== WITH_PORT) return;
    const [, , transfer] = embedWindow.postMessage.mock.calls.at(-1) as [unknown, string, MessagePort[]];
    const port = transfer[0] as MessagePort;
    const received: { type: string }[] = [];
    port.onmessage = (event) => received.push(event.data);
    port.postMessage(accepted());
    await vi.waitFor(() => expect(received).toHaveLength(2));
    expect(received.map(({ type }) => type)).toEqual(['svc:action:set-session', 'svc:action:navigate']);
  });

  describe('the iframe loads another document', () => {
    async function openPort() {
      const mounted = setup();
      mounted.ready(WITH_PORT);
      const embedEnd = mounted.offered();
      embedEnd.port.postMessage(accepted());
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { ...mounted, embedEnd };
    }
    const load = (iframe: HTMLIFrameElement) => iframe.dispatchEvent(new Event('load'));

    it('that says no ready (another origin): actions go as window messages, with a diagnostic', async () => {
      const { controller, sent, diagnostics, embedEnd } = await openPort();
      load(controller.iframe); // this document's own load, after its ready: the port is its
      controller.refresh();
      load(controller.iframe); // a navigation: no ready came
      controller.navigate('/after');
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(embedEnd.received.map(({ type }) => type)).toEqual(['svc:action:refresh']);
      expect(sent().map(([type]) => type)).toEqual(['svc:action:message-port', 'svc:action:navigate']);
      expect(diagnostics.map((d) => d.message)).toEqual([
        expect.stringMatching(/message-port.*window messages/),
      ]);
    });

    it('after a document that said ready only after its load: window messages, and the port still heard', async () => {
      const { controller, ready, offered, sent, onView } = setup();
      load(controller.iframe); // the first document loads, then says ready (the usual order)
      ready(WITH_PORT);
      const embedEnd = offered();
      embedEnd.port.postMessage(accepted());
      await new Promise((resolve) => setTimeout(resolve, 20));
      load(controller.iframe); // the iframe navigated
      controller.navigate('/after');
      expect(sent().map(([type]) => type)).toEqual(['svc:action:message-port', 'svc:action:navigate']);
      embedEnd.port.postMessage(view());
      await vi.waitFor(() => expect(onView).toHaveBeenCalledOnce());
    });

    it('that says ready again (a reload): it gets a new port', async () => {
      const { controller, sent, ready } = await openPort();
      load(controller.iframe);
      load(controller.iframe);
      ready(WITH_PORT);
      expect(sent().map(([type]) => type)).toEqual(['svc:action:message-port', 'svc:action:message-port']);
    });
  });

  it('closes the port on destroy(): events on it reach no handler', async () => {
    const { ready, offered, controller, onView } = setup();
    ready(WITH_PORT);
    const embedEnd = offered();
    embedEnd.port.postMessage(accepted());
    controller.destroy();
    embedEnd.port.postMessage(view());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(onView).not.toHaveBeenCalled();
  });
});
