// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EmbedEmitter } from '../src/embed';
import { createAction, createEvent, type EmbedEvent } from '../src/envelope';
import { EmbedController } from '../src/host';
import { type Deferred, deferred } from '../test/support/deferred';
import { cleanUp, deliver, flushPromises, frameIn, HOST } from '../test/support/embed-frame';
import { TENANT } from '../test/support/host';
import { type ListenerCensus, takeListenerCensus } from '../test/support/listener-census';

const CYCLES = 10_000;
const HOUR = 3_600_000;
const READY = { embedTenant: 'acme', deploymentId: 42, mode: 'signed', surface: 'dashboard' } as const;

let census: ListenerCensus;

beforeEach(() => {
  vi.useFakeTimers();
  census = takeListenerCensus([window, document]);
});

afterEach(() => {
  census.restore();
  cleanUp();
  document.body.innerHTML = '';
});

/** What one create/destroy cycle must leave behind: nothing. */
function leftovers() {
  return {
    listeners: census.liveByType(),
    timers: vi.getTimerCount(),
    iframes: document.querySelectorAll('iframe').length,
  };
}

/** After each cycle: the cheap counts first, and only on a leak the named leftovers (fast over 10,000 cycles). */
function expectNothingLeft(cycle: number, stage: string): void {
  if (census.live === 0 && vi.getTimerCount() === 0 && document.querySelector('iframe') === null) return;
  expect({ cycle, stage, ...leftovers() }).toEqual({ cycle, stage, listeners: {}, timers: 0, iframes: 0 });
}

describe(`${CYCLES} EmbedController create/destroy cycles (container, signed, handlers, queued action)`, () => {
  type Stage = 'ready pending' | 'ready received' | 'mint pending';
  let postsAfterDestroy = 0;

  /** One cycle up to `stage`, then destroy; returns the pending mint, if any, to settle after destroy. */
  function cycle(container: HTMLElement, stage: Stage): Deferred<string> | null {
    let mint: Deferred<string> | null = null;
    const embedWindow = {
      postMessage: () => {
        if (controller.destroyed) postsAfterDestroy += 1;
      },
    } as unknown as MessageEventSource;
    const controller: EmbedController = new EmbedController({
      tenantUrl: TENANT,
      surface: 'dashboard',
      publicId: 'pub-1',
      sessionId: 'session-1',
      container,
      colorScheme: 'dark',
      mintSession: () => {
        mint = deferred<string>();
        return mint.promise;
      },
    });
    Object.defineProperty(controller.iframe, 'contentWindow', { value: embedWindow, configurable: true });
    const fromEmbed = (event: EmbedEvent) =>
      window.dispatchEvent(new MessageEvent('message', { data: event, origin: TENANT, source: embedWindow }));
    controller.on('ready', () => {});
    controller.on('download', () => {});
    controller.on('renewal', () => {});
    controller.setLocale('fr-FR');
    if (stage !== 'ready pending') fromEmbed(createEvent('ready', READY, 'dashboard'));
    if (stage === 'mint pending') {
      fromEmbed(
        createEvent('session-expiring', { expiresAt: Date.now() + HOUR, expiresInMs: HOUR }, 'dashboard'),
      );
      expect(mint).not.toBeNull();
    }
    // While alive, the census sees what the controller added: proof that the counting works.
    expect(census.live).toBe(1);
    expect(vi.getTimerCount()).toBe(stage === 'mint pending' ? 2 : 1);
    expect(container.querySelectorAll('iframe')).toHaveLength(1);
    controller.destroy();
    return mint;
  }

  const STAGES: readonly Stage[] = ['ready pending', 'ready received', 'mint pending'];

  it('leave no listener, timer or iframe behind, destroyed at every stage in turn', {
    timeout: 120_000,
  }, async () => {
    const container = document.body.appendChild(document.createElement('div'));
    const mints: Deferred<string>[] = [];
    for (let i = 0; i < CYCLES; i += 1) {
      const stage = STAGES[i % STAGES.length] ?? 'ready pending';
      const mint = cycle(container, stage);
      if (mint) mints.push(mint);
      // destroy() is synchronous: whatever it missed is visible right away, and named.
      expectNothingLeft(i, stage);
    }
    // Mints that settle after destroy() must not arm a retry or post anything.
    for (const [i, mint] of mints.entries()) {
      if (i % 2 === 0) mint.resolve('session-2');
      else mint.reject(new Error('mint failed'));
    }
    await flushPromises();
    expect(mints.length).toBe(Math.floor(CYCLES / STAGES.length));
    expect(postsAfterDestroy).toBe(0);
    expect(leftovers()).toEqual({ listeners: {}, timers: 0, iframes: 0 });
  });
});

describe(`${CYCLES} EmbedEmitter create/destroy cycles (framed, signed, timers armed, handlers)`, () => {
  type Stage = 'timers armed' | 'exchange pending';

  async function cycle(stage: Stage): Promise<Deferred<{ expiresAt: number }> | null> {
    let exchange: Deferred<{ expiresAt: number }> | null = null;
    const emitter = new EmbedEmitter({
      surface: 'dashboard',
      mode: 'signed',
      hostOrigins: [HOST],
      expiresAt: Date.now() + HOUR,
      exchangeSession: () => {
        exchange = deferred<{ expiresAt: number }>();
        return exchange.promise;
      },
    });
    emitter.onAction('refresh', () => {});
    emitter.onAction('set-filter', () => {});
    emitter.onAction('set-session', () => {});
    emitter.emitReady({ embedTenant: 'acme', deploymentId: 42 });
    emitter.emit('navigate', { path: '/embed/d/42/app' });
    deliver(createAction('refresh', {}));
    if (stage === 'exchange pending') {
      deliver(createAction('set-session', { sessionId: 'session-2' }));
      await flushPromises();
      expect(exchange).not.toBeNull();
    }
    // message, focus, pageshow on window and visibilitychange on document; the session timer(s).
    expect(census.live).toBe(4);
    expect(vi.getTimerCount()).toBe(stage === 'exchange pending' ? 2 : 1);
    emitter.destroy();
    return exchange;
  }

  const STAGES: readonly Stage[] = ['timers armed', 'exchange pending'];

  it('leave no listener or timer behind, destroyed at every stage in turn', {
    timeout: 120_000,
  }, async () => {
    frameIn({ ancestorOrigin: HOST });
    const exchanges: Deferred<{ expiresAt: number }>[] = [];
    for (let i = 0; i < CYCLES; i += 1) {
      const stage = STAGES[i % STAGES.length] ?? 'timers armed';
      const exchange = await cycle(stage);
      if (exchange) exchanges.push(exchange);
      expectNothingLeft(i, stage);
    }
    // Exchanges that settle after destroy() must not arm the session timer again.
    for (const [i, exchange] of exchanges.entries()) {
      if (i % 2 === 0) exchange.resolve({ expiresAt: Date.now() + 2 * HOUR });
      else exchange.reject(new Error('exchange failed'));
    }
    await flushPromises();
    expect(exchanges.length).toBe(CYCLES / 2);
    expect(leftovers()).toEqual({ listeners: {}, timers: 0, iframes: 0 });
  });
});
