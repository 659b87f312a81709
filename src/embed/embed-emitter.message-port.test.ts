// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAction } from '../envelope';
import { portOffer } from '../protocol/extension-envelope';
import { cleanUp, createEmitter, frameIn, HOST, READY } from '../test-support/embed-frame';
import { messagePort as portExtension } from './message-port';

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
let announcedNonce: string | undefined;

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

function readyEmbed(messagePort = true) {
  const parent = frameIn();
  const { emitter, diagnostics } = createEmitter({ extensions: messagePort ? [portExtension()] : [] });
  emitter.emitReady(READY);
  const [ready] = parent.postMessage.mock.calls[0] as [{ payload: { portNonce?: string } }, string];
  announcedNonce = ready.payload.portNonce;
  parent.postMessage.mockClear();
  return { parent, emitter, diagnostics };
}

describe('EmbedEmitter message-port', () => {
  it('announces message-port when enabled', () => {
    const parent = frameIn();
    createEmitter({ extensions: [portExtension()] }).emitter.emitReady(READY);
    expect(parent.postMessage.mock.calls[0]?.[0]).toMatchObject({ payload: { extensions: 'message-port' } });
  });

  it('announces a nonce of its own per document with message-port, none without', () => {
    const announced = [true, true, false].map((messagePort) => {
      readyEmbed(messagePort);
      return announcedNonce;
    });
    expect(announced[0]).toMatch(/^\d+(-\d+){3}$/);
    expect(announced[1]).toMatch(/^\d+(-\d+){3}$/);
    expect(announced[1]).not.toBe(announced[0]);
    expect(announced[2]).toBeUndefined();
  });

  it('accepts the parent port, says so on it, then sends and receives every envelope on it', async () => {
    const { parent, emitter, diagnostics } = readyEmbed();
    const { hostEnd, embedEnd, received } = channel();
    const onRefresh = vi.fn();
    emitter.onAction('refresh', onRefresh);
    offer(embedEnd);
    await vi.waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]).toMatchObject({ type: 'svc:event:message-port', surface: 'dashboard' });

    emitter.emit('view', { surface: 'dashboard', path: '/embed/dashboard/x' });
    await vi.waitFor(() => expect(received).toHaveLength(2));
    expect(received[1]).toMatchObject({ type: 'svc:event:view' });
    expect(parent.postMessage).not.toHaveBeenCalled();

    hostEnd.postMessage(createAction('refresh', {}));
    hostEnd.postMessage({ type: 'svc:action:refresh', payload: 'not an envelope' });
    await vi.waitFor(() => expect(diagnostics).toHaveLength(1));
    expect(onRefresh).toHaveBeenCalledOnce();
    expect(diagnostics[0]).toMatchObject({ reason: 'invalid-message', origin: 'port' });
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
      (port) => offer(port, { data: portOffer(1, undefined) }),
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

  it('refuses an offer when it did not announce message-port', () => {
    const { diagnostics } = readyEmbed(false);
    offer(channel().embedEnd);
    expect(diagnostics.map((d) => d.reason)).toEqual(['extension-refused']);
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
