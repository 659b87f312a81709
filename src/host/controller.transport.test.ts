// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountController, READY, TENANT } from '../../test/support/host';
import { createEvent } from '../envelope';
import type { Diagnostic, EmbedControllerOptions, HostExtension } from '../host';
import { extensionEvent } from '../protocol/extension-envelope';
import { PING_ROUNDS, PING_TIMEOUT_MS } from './port-race';
import { PORT_ACCEPT_TIMEOUT_MS } from './transport-switch';

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

const NONCE = 'f'.repeat(32);
const accepted = () => extensionEvent('message-port', {}, 'dashboard', 1);
const step = (name: 'ping' | 'switch', seq: number) =>
  extensionEvent('transport', { step: name, seq }, 'dashboard', 1);
const view = (path = '/a') => createEvent('view', { surface: 'dashboard', path }, 'dashboard');
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
type Sent = { type: string; payload: { step?: string; seq?: number; path?: string } };

function setup(options: Partial<EmbedControllerOptions> = { transport: 'port' }) {
  const diagnostics: Diagnostic[] = [];
  const mounted = mountController({ onDiagnostic: (d) => diagnostics.push(d), ...options });
  const views: string[] = [];
  mounted.controller.on('view', (payload) => views.push(payload.path));
  const types = () => mounted.sent().map(([type]) => type);
  /** The embed's end of the offered port, with what arrives on it. */
  const offered = () => {
    const call = mounted.embedWindow.postMessage.mock.calls.find(
      ([data]) => data.type === 'svc:action:message-port',
    );
    if (!call) throw new Error('no port offered');
    const [data, target, transfer] = call as [{ payload: object }, string, MessagePort[]];
    const port = transfer[0] as MessagePort;
    const received: Sent[] = [];
    port.onmessage = (event) => received.push(event.data);
    return { data, target, port, received, transfer };
  };
  /** Ready with a nonce, the port accepted: resolves once the host has read the acceptance. */
  const open = async () => {
    mounted.readyWithPort(NONCE);
    const embedEnd = offered();
    embedEnd.port.postMessage(accepted());
    await settle();
    return embedEnd;
  };
  return { ...mounted, diagnostics, views, types, offered, open };
}

describe('EmbedController transport', () => {
  it.each([
    ['an embed whose ready has no port field (an older one)', {}, false],
    ['transport: window, even to an embed that accepts a port', { transport: 'window' }, true],
  ] as const)('offers no port to %s: actions go as window messages', (_label, options, withPort) => {
    const { ready, readyWithPort, controller, types } = setup(options);
    if (withPort) readyWithPort(NONCE);
    else ready(READY);
    controller.refresh();
    expect(types()).toEqual(['svc:action:refresh']);
  });

  it.each([
    ['an empty nonce', ''],
    ['a nonce that is not a string', 42],
  ])('offers no port for %s in ready', (_label, nonce) => {
    const { readyWithPort, types } = setup({});
    readyWithPort(nonce as string);
    expect(types()).toEqual([]);
  });

  it.each(['port', 'auto', undefined] as const)(
    'with transport: %s offers one port with the nonce to the tenant origin',
    (transport) => {
      const { readyWithPort, offered } = setup(transport ? { transport } : {});
      readyWithPort(NONCE);
      const embedEnd = offered();
      expect(embedEnd.target).toBe(TENANT);
      expect(embedEnd.transfer).toHaveLength(1);
      expect(embedEnd.data.payload).toEqual({ nonce: NONCE });
    },
  );

  it.each([
    ['fastest', `'fastest'`],
    ['Port', `'Port'`],
    ['', `''`],
  ])('refuses transport %j, naming the option and the choices', (value, shownValue) => {
    expect(() => setup({ transport: value as never })).toThrow(
      expect.objectContaining({
        code: 'invalid-options',
        message: `transport must be 'auto', 'window' or 'port', got ${shownValue}`,
      }),
    );
  });

  it('refuses a transport that is not a string in the option check', () => {
    expect(() => setup({ transport: 1 as never })).toThrow(
      expect.objectContaining({ code: 'invalid-options' }),
    );
  });

  it('port: window messages until accepted, then switch as the last window message, then the port, in order', async () => {
    const { readyWithPort, controller, types, offered } = setup();
    readyWithPort(NONCE);
    controller.navigate('/before');
    const embedEnd = offered();
    embedEnd.port.postMessage(accepted());
    await settle();
    controller.navigate('/after');
    controller.refresh();
    await settle();
    expect(types()).toEqual(['svc:action:message-port', 'svc:action:navigate', 'svc:action:transport']);
    expect(embedEnd.received.map(({ type, payload }) => [type, payload.path])).toEqual([
      ['svc:action:navigate', '/after'],
      ['svc:action:refresh', undefined],
    ]);
  });

  it("holds the embed's port events until its switch arrives as a window message, then hands each on once, in order", async () => {
    const { controller, deliver, views, open } = setup();
    const embedEnd = await open();
    deliver(view('/window-1'));
    embedEnd.port.postMessage(view('/port-1')); // overtook the embed's switch
    await settle();
    expect(views).toEqual(['/window-1']);
    deliver(step('switch', 0));
    expect(views).toEqual(['/window-1', '/port-1']);
    embedEnd.port.postMessage(view('/port-2'));
    await vi.waitFor(() => expect(views).toEqual(['/window-1', '/port-1', '/port-2']));
    deliver(step('switch', 0)); // a second switch changes nothing
    await settle();
    expect(views).toHaveLength(3);
    expect(controller.isReady).toBe(true);
  });

  it("sends extensions' context.post through the port after the switch", async () => {
    let post: ((action: never) => void) | undefined;
    const spy: HostExtension = {
      setup(context) {
        post = context.post as never;
        return {};
      },
    };
    const { types, open } = setup({ transport: 'port', extensions: [spy] });
    const embedEnd = await open();
    post?.(createEvent('view', { surface: 'dashboard', path: '/x' }, 'dashboard') as never);
    await settle();
    expect(types()).toEqual(['svc:action:message-port', 'svc:action:transport']);
    expect(embedEnd.received.map(({ type }) => type)).toEqual(['svc:event:view']);
  });

  describe('auto', () => {
    /** Answers every ping on the port `portLead` rounds first, the rest on window first. */
    async function race(portFirst: boolean[]) {
      const mounted = setup({});
      mounted.readyWithPort(NONCE);
      const embedEnd = mounted.offered();
      embedEnd.port.postMessage(accepted());
      for (let round = 1; round <= portFirst.length; round++) {
        await vi.waitFor(() =>
          expect(embedEnd.received.filter((m) => m.payload.seq === round)).toHaveLength(1),
        );
        const answers = [
          () => embedEnd.port.postMessage(step('ping', round)),
          () => mounted.deliver(step('ping', round)),
        ];
        if (!portFirst[round - 1]) answers.reverse();
        (answers[0] as () => void)();
        await settle();
        (answers[1] as () => void)();
        await settle();
      }
      return { ...mounted, embedEnd };
    }
    const pings = (types: string[]) => types.filter((type) => type === 'svc:action:transport');

    it.each([
      ['the port first in every round: switches to it', [true, true, true], true],
      ['the port first in 2 of 3 rounds: switches to it', [true, false, true], true],
      ['window messages first in 2 of 3 rounds: stays on them', [false, true, false], false],
    ])('%s', async (_label, portFirst, switched) => {
      const { controller, types, embedEnd } = await race(portFirst);
      expect(PING_ROUNDS).toBe(3);
      controller.refresh();
      await settle();
      // One ping per round on window messages, and the switch only when the port won.
      expect(pings(types())).toHaveLength(PING_ROUNDS + (switched ? 1 : 0));
      expect(types().at(-1)).toBe(switched ? 'svc:action:transport' : 'svc:action:refresh');
      expect(embedEnd.received.at(-1)?.type).toBe(switched ? 'svc:action:refresh' : 'svc:action:transport');
    });

    it('stays on window messages when a ping is not answered in time, and carries traffic meanwhile', async () => {
      const { readyWithPort, offered, controller, types } = setup({});
      readyWithPort(NONCE);
      const embedEnd = offered();
      embedEnd.port.postMessage(accepted());
      await vi.waitFor(() => expect(embedEnd.received).toHaveLength(1));
      vi.useFakeTimers();
      controller.navigate('/during');
      vi.advanceTimersByTime(PING_TIMEOUT_MS);
      controller.refresh();
      expect(types().slice(-2)).toEqual(['svc:action:navigate', 'svc:action:refresh']);
      expect(types()).not.toContain('svc:action:switch');
      expect(pings(types())).toHaveLength(1);
    });
  });

  it('says so when the port is not accepted in time; actions were window messages all along', () => {
    vi.useFakeTimers();
    const { readyWithPort, controller, types, diagnostics } = setup();
    readyWithPort(NONCE);
    controller.navigate('/x');
    vi.advanceTimersByTime(PORT_ACCEPT_TIMEOUT_MS);
    expect(types()).toEqual(['svc:action:message-port', 'svc:action:navigate']);
    expect(diagnostics.map((d) => d.message)).toEqual([
      `message-port not accepted in ${PORT_ACCEPT_TIMEOUT_MS} ms: window messages instead`,
    ]);
  });

  it('checks what arrives on the port: a first message that is not the acceptance, or a bad event', async () => {
    const { readyWithPort, offered, diagnostics, views, deliver } = setup();
    readyWithPort(NONCE);
    const embedEnd = offered();
    embedEnd.port.postMessage(view());
    await vi.waitFor(() => expect(diagnostics).toHaveLength(1));
    embedEnd.port.postMessage(accepted());
    await settle();
    deliver(step('switch', 0));
    embedEnd.port.postMessage({ ...view(), payload: { path: 'no-slash' } });
    await vi.waitFor(() => expect(diagnostics).toHaveLength(2));
    expect(diagnostics.map((d) => d.reason)).toEqual(['invalid-message', 'invalid-message']);
    expect(views).toEqual([]);
  });

  it('goes back to window messages when a reloaded iframe says ready again, and offers its new document a port', async () => {
    const { readyWithPort, ready, controller, types, open } = setup();
    await open();
    ready(READY);
    controller.refresh();
    readyWithPort('another-nonce');
    expect(types()).toEqual([
      'svc:action:message-port',
      'svc:action:transport',
      'svc:action:refresh',
      'svc:action:message-port',
    ]);
  });

  describe('the iframe loads another document', () => {
    const load = (iframe: HTMLIFrameElement) => iframe.dispatchEvent(new Event('load'));

    it('that says no ready (another origin): actions go as window messages, with a diagnostic', async () => {
      const { controller, types, diagnostics, open } = setup();
      const embedEnd = await open();
      load(controller.iframe); // this document's own load, after its ready: the port is its
      controller.refresh();
      load(controller.iframe); // a navigation: no ready came
      controller.navigate('/after');
      await settle();
      expect(embedEnd.received.map(({ type }) => type)).toEqual(['svc:action:refresh']);
      expect(types().at(-1)).toBe('svc:action:navigate');
      expect(diagnostics.map((d) => d.message)).toEqual([
        expect.stringMatching(/message-port.*window messages/),
      ]);
    });

    it('after a document that said ready only after its load: window messages, and the port still heard', async () => {
      const { controller, readyWithPort, offered, types, deliver, views } = setup();
      load(controller.iframe);
      readyWithPort(NONCE);
      const embedEnd = offered();
      embedEnd.port.postMessage(accepted());
      await settle();
      deliver(step('switch', 0));
      load(controller.iframe); // the iframe navigated
      controller.navigate('/after');
      expect(types().at(-1)).toBe('svc:action:navigate');
      embedEnd.port.postMessage(view());
      await vi.waitFor(() => expect(views).toEqual(['/a']));
    });
  });

  it('closes the port on destroy(): events on it reach no handler', async () => {
    const { controller, views, deliver, open } = setup();
    const embedEnd = await open();
    deliver(step('switch', 0));
    controller.destroy();
    embedEnd.port.postMessage(view());
    await settle();
    expect(views).toEqual([]);
  });
});
