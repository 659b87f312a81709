// @vitest-environment happy-dom
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { DASHBOARD_ATTRIBUTES, mountElement, settle, TENANT } from '../../test/support/element';
import type { EventPayloads } from '../host';
import { EmbedController } from '../host';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const SIGNED = { ...DASHBOARD_ATTRIBUTES, 'session-id': 'given-1' };

describe('embed events', () => {
  it.each([
    ['dashboard-loaded', { publicId: 'pub-1', widgetCount: 4 }],
    ['download', { format: 'csv', target: 'widget', widgetId: 'w-1', rowCount: 3 }],
    ['error', { message: 'query failed', fatal: false }],
  ] as const)('%s is re-dispatched as svc-%s with the payload as detail', async (name, payload) => {
    const { element, events, ready, emit } = await mountElement(SIGNED);
    ready();
    emit(name, payload as EventPayloads[typeof name]);
    const event = events.find((candidate) => candidate.type === `svc-${name}`);
    expect(event).toBeInstanceOf(CustomEvent);
    expect(event?.detail).toEqual(payload);
    expect(event?.target).toBe(element);
    expect([event?.bubbles, event?.composed]).toEqual([true, true]);
  });

  it('ready arrives as svc-ready and bubbles to the document', async () => {
    const heard = vi.fn();
    document.addEventListener('svc-ready', heard);
    const { events, ready } = await mountElement(SIGNED);
    ready();
    document.removeEventListener('svc-ready', heard);
    expect(events.map((event) => [event.type, event.detail])).toEqual([
      ['svc-ready', { embedTenant: 'acme', deploymentId: 42, mode: 'signed', surface: 'dashboard' }],
    ]);
    expect(heard).toHaveBeenCalledOnce();
  });

  it('are typed through addEventListener', async () => {
    const { element, ready, emit } = await mountElement(SIGNED);
    const formats: string[] = [];
    element.addEventListener('svc-download', (event) => formats.push(event.detail.format));
    ready();
    emit('download', { format: 'xlsx', target: 'dashboard' });
    expect(formats).toEqual(['xlsx']);
    element.addEventListener('svc-embed-error', (event) => {
      // As React's onEmbedError and Vue's embed-error: whatever was thrown, never narrowed to Error.
      expectTypeOf(event.detail).toEqualTypeOf<unknown>();
    });
  });

  it('messages refused by the controller come out as svc-diagnostic', async () => {
    const { events, embedWindow } = await mountElement(SIGNED);
    window.dispatchEvent(
      new MessageEvent('message', {
        data: {},
        origin: 'https://evil.example',
        source: embedWindow() as never,
      }),
    );
    expect(events.map((event) => [event.type, event.detail.reason])).toEqual([
      ['svc-diagnostic', 'wrong-origin'],
    ]);
  });
});

describe('session renewal', () => {
  const expiring = { expiresAt: 1_700_000_000_000, expiresInMs: 60_000 };

  it('uses the latest mintSession, without re-embedding', async () => {
    const firstMint = vi.fn(async () => 'minted-1');
    const { element, events, ready, emit, posted } = await mountElement(SIGNED, { mintSession: firstMint });
    const controller = element.controller;
    const src = controller?.iframe.src;
    const destroy = vi.spyOn(EmbedController.prototype, 'destroy');
    const latestMint = vi.fn(async () => 'minted-2');
    element.mintSession = latestMint;
    await settle();
    ready();
    emit('session-expiring', expiring);
    await settle();
    expect(firstMint).not.toHaveBeenCalled();
    expect(latestMint).toHaveBeenCalledOnce();
    expect(posted()).toContainEqual(['svc:action:set-session', { sessionId: 'minted-2' }]);
    expect(destroy).not.toHaveBeenCalled();
    expect(element.controller).toBe(controller);
    expect(element.controller?.iframe.src).toBe(src);
    expect(events.filter((event) => event.type === 'svc-renewal').map((event) => event.detail.phase)).toEqual(
      ['minting', 'sent'],
    );
  });

  it('waits for a mintSession given late: a missing one is a failed attempt, retried', async () => {
    const { element, events, ready, emit, posted } = await mountElement(SIGNED, {
      renewal: { initialDelayMs: 5 },
    });
    ready();
    emit('session-expiring', expiring);
    element.mintSession = async () => 'minted-late';
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(events.filter((event) => event.type === 'svc-renewal').map((event) => event.detail.phase)).toEqual(
      ['minting', 'mint-failed', 'minting', 'sent'],
    );
    expect(posted()).toContainEqual(['svc:action:set-session', { sessionId: 'minted-late' }]);
    expect(element.controller?.iframe.src).toBe(`${TENANT}/embed/dashboard/pub-1?session=given-1`);
  });
});
