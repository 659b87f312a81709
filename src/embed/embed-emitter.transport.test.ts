// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanUp, createEmitter, frameIn, HOST, READY } from '../../test/support/embed-frame';
import { createAction } from '../envelope';
import { portOffer, transportAction } from '../protocol/extension-envelope';

const ports: MessagePort[] = [];
afterEach(() => {
  for (const port of ports.splice(0)) port.close();
  cleanUp();
});

function channel() {
  const { port1, port2 } = new MessageChannel();
  ports.push(port1, port2);
  const received: unknown[] = [];
  port1.onmessage = (event) => received.push(event.data);
  return { hostEnd: port1, embedEnd: port2, received };
}

/** The nonce the embed of the current test announced in its `ready`. */
let announcedNonce = '';

function offer(
  embedEnd: MessagePort | null,
  from: { origin?: string; source?: unknown; data?: unknown } = {},
): void {
  const init = {
    data: 'data' in from ? from.data : portOffer(1, announcedNonce),
    origin: from.origin ?? HOST,
    source: (from.source === undefined ? window.parent : from.source) as MessageEventSource,
    ports: embedEnd ? [embedEnd] : [],
  };
  window.dispatchEvent(new MessageEvent('message', init));
}

function readyEmbed() {
  const parent = frameIn();
  const { emitter, diagnostics } = createEmitter();
  emitter.emitReady(READY);
  const [ready] = parent.postMessage.mock.calls[0] as [
    { payload: Record<string, { nonce: string }> },
    string,
  ];
  announcedNonce = ready.payload['message-port']?.nonce ?? '';
  parent.postMessage.mockClear();
  return { parent, emitter, diagnostics };
}

/** The host's `ping` or `switch`, as a window message from the parent. */
const fromHost = (step: 'ping' | 'switch', seq = 0) => offer(null, { data: transportAction(step, seq, 1) });
const types = (posted: { mock: { calls: unknown[][] } }) =>
  posted.mock.calls.map(([data]) => (data as { type: string }).type);

describe('EmbedEmitter transport', () => {
  it('announces message-port and a nonce of its own per document in its own ready field, by default', () => {
    const announced = [1, 2].map(() => {
      readyEmbed();
      return announcedNonce;
    });
    expect(announced[0]).toMatch(/^\d+(-\d+){3}$/);
    expect(announced[1]).toMatch(/^\d+(-\d+){3}$/);
    expect(announced[1]).not.toBe(announced[0]);
    const parent = frameIn();
    createEmitter().emitter.emitReady(READY);
    expect(parent.postMessage.mock.calls[0]?.[0]).toMatchObject({ payload: { extensions: 'message-port' } });
  });

  it('accepts the parent port, says so on it, and moves to it only at the host switch, keeping order', async () => {
    const { parent, emitter, diagnostics } = readyEmbed();
    const { hostEnd, embedEnd, received } = channel();
    const refreshes: string[] = [];
    emitter.onAction('navigate', ({ path }) => {
      refreshes.push(path);
    });
    offer(embedEnd);
    await vi.waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]).toMatchObject({ type: 'svc:event:message-port', surface: 'dashboard' });

    emitter.emit('view', { surface: 'dashboard', path: '/embed/dashboard/x' });
    expect(types(parent.postMessage)).toEqual(['svc:event:view']); // not switched: window messages
    hostEnd.postMessage(createAction('navigate', { path: '/port-1' })); // overtakes the host's switch
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(refreshes).toEqual([]);
    fromHost('switch');
    expect(refreshes).toEqual(['/port-1']);
    // Its own switch is its last window message; then the port.
    expect(types(parent.postMessage)).toEqual(['svc:event:view', 'svc:event:transport']);
    emitter.emit('view', { surface: 'dashboard', path: '/embed/dashboard/y' });
    await vi.waitFor(() => expect(received).toHaveLength(2));
    expect(received[1]).toMatchObject({ type: 'svc:event:view' });
    expect(parent.postMessage).toHaveBeenCalledTimes(2);

    hostEnd.postMessage(createAction('navigate', { path: '/port-2' }));
    hostEnd.postMessage({ type: 'svc:action:refresh', payload: 'not an envelope' });
    await vi.waitFor(() => expect(diagnostics).toHaveLength(1));
    expect(refreshes).toEqual(['/port-1', '/port-2']);
    expect(diagnostics[0]).toMatchObject({ reason: 'invalid-message', origin: 'port' });
  });

  it("hands an extension's own action that came on the port to that extension, as on window messages", async () => {
    const parent = frameIn();
    const seen: Array<{ type: unknown; origin: string }> = [];
    const { emitter, diagnostics } = createEmitter({
      extensions: [
        {
          name: 'clicks',
          setup: () => ({
            actions: {
              'svc:action:clicks': ({ data, origin }) =>
                void seen.push({ type: (data as { type: unknown }).type, origin }),
            },
          }),
        },
      ],
    });
    emitter.emitReady(READY);
    const [ready] = parent.postMessage.mock.calls[0] as [
      { payload: Record<string, { nonce: string }> },
      string,
    ];
    announcedNonce = ready.payload['message-port']?.nonce ?? '';
    const { hostEnd, embedEnd, received } = channel();
    offer(embedEnd);
    await vi.waitFor(() => expect(received).toHaveLength(1));
    fromHost('switch');
    hostEnd.postMessage({ ...createAction('refresh', {}), type: 'svc:action:clicks', payload: { n: 1 } });
    await vi.waitFor(() => expect(seen).toEqual([{ type: 'svc:action:clicks', origin: 'port' }]));
    expect(diagnostics.filter((diagnostic) => diagnostic.reason === 'extension-refused')).toEqual([]);
  });

  it('answers each ping on the channel it came on, with its number', async () => {
    const { parent } = readyEmbed();
    const { hostEnd, embedEnd, received } = channel();
    offer(embedEnd);
    fromHost('ping', 1);
    hostEnd.postMessage(transportAction('ping', 2, 1));
    await vi.waitFor(() => expect(received).toHaveLength(2));
    expect(received[1]).toMatchObject({ type: 'svc:event:transport', payload: { step: 'ping', seq: 2 } });
    expect(parent.postMessage.mock.calls.map(([data]) => data)).toEqual([
      expect.objectContaining({ type: 'svc:event:transport', payload: { step: 'ping', seq: 1 } }),
    ]);
  });

  it.each([
    ['without a port offered', false],
    ['that came on the port, not as a window message', true],
  ])('ignores a switch %s: window messages stay', async (_label, onPort) => {
    const { parent, emitter } = readyEmbed();
    const { hostEnd, embedEnd, received } = channel();
    if (onPort) {
      offer(embedEnd);
      hostEnd.postMessage(transportAction('switch', 0, 1));
      await new Promise((resolve) => setTimeout(resolve, 20));
    } else fromHost('switch');
    emitter.emit('view', { surface: 'dashboard', path: '/embed/dashboard/x' });
    expect(types(parent.postMessage)).toEqual(['svc:event:view']);
    expect(received.length).toBe(onPort ? 1 : 0);
  });

  it.each<[string, (embedEnd: MessagePort) => void, string]>([
    ['from another window', (port) => offer(port, { source: { postMessage() {} } }), 'wrong-source'],
    [
      'from an origin not on hostOrigins',
      (port) => offer(port, { origin: 'https://evil.example' }),
      'wrong-origin',
    ],
    ['without a port', () => offer(null), 'invalid-message'],
    // A frame of the tenant origin can dispatch a message event that claims the parent as source.
    [
      'without the nonce of its ready (forged, or from an older host)',
      (port) => offer(port, { data: { ...(portOffer(1, 'x') as object), payload: {} } }),
      'invalid-message',
    ],
    ['with another nonce', (port) => offer(port, { data: portOffer(1, 'a'.repeat(32)) }), 'invalid-message'],
    [
      'in a broken envelope',
      (port) => offer(port, { data: { type: 'svc:action:message-port' } }),
      'invalid-message',
    ],
  ])('refuses an offer %s, with a diagnostic', async (_label, spoof, reason) => {
    const { emitter, parent, diagnostics } = readyEmbed();
    const { embedEnd, received } = channel();
    spoof(embedEnd);
    expect(diagnostics.map((d) => d.reason)).toEqual([reason]);
    emitter.emit('view', { surface: 'dashboard', path: '/embed/dashboard/x' });
    expect(parent.postMessage).toHaveBeenCalledOnce(); // still window messages
    expect(received).toEqual([]);
  });

  it('survives a hostile message whose type getter throws (invalid-message)', () => {
    const { diagnostics } = readyEmbed();
    const hostile = {
      get type(): string {
        throw new Error('hostile');
      },
    };
    expect(() => offer(channel().embedEnd, { data: hostile })).not.toThrow();
    expect(diagnostics.map((d) => d.reason)).toEqual(['invalid-message']);
  });

  it('refuses a second offer: one port per document', async () => {
    const { diagnostics } = readyEmbed();
    const first = channel();
    const second = channel();
    offer(first.embedEnd);
    offer(second.embedEnd);
    expect(diagnostics).toEqual([
      expect.objectContaining({ reason: 'extension-refused', message: expect.stringContaining('already') }),
    ]);
    await vi.waitFor(() => expect(first.received).toHaveLength(1));
    expect(second.received).toEqual([]);
  });

  it('closes the port on destroy(): nothing more is sent or handled', async () => {
    const { emitter } = readyEmbed();
    const { hostEnd, embedEnd, received } = channel();
    const onRefresh = vi.fn();
    emitter.onAction('refresh', onRefresh);
    offer(embedEnd);
    await vi.waitFor(() => expect(received).toHaveLength(1));
    emitter.destroy();
    hostEnd.postMessage(createAction('refresh', {}));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(onRefresh).not.toHaveBeenCalled();
    expect(received).toHaveLength(1);
  });
});
