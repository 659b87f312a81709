/**
 * /pages/leaks: creates and destroys EmbedControllers and EmbedEmitters in a real browser and
 * counts what they leave behind. The counters go in before anything is created.
 */

import { EmbedEmitter } from '../../src/embed';
import { EmbedController } from '../../src/host';
import { takeListenerCensus } from '../../test/support/listener-census';
import { hostConfig } from './host-page-api';

/** What one controller and one emitter hold while alive, and what all cycles left behind. */
export interface LeakReport {
  cycles: number;
  whileAlive: { listeners: number; timers: number; iframes: number };
  liveListeners: number;
  /** Event types that have more listeners than before the first cycle. */
  leakedListenerTypes: string[];
  liveTimers: number;
  iframes: number;
}

declare global {
  interface Window {
    runLeakCycles(cycles: number): Promise<LeakReport>;
  }
}

/** Live timeouts: set, minus cleared, minus fired. */
function takeTimerCensus(): { readonly live: number } {
  const live = new Set<number>();
  const setTimer = window.setTimeout.bind(window);
  const clearTimer = window.clearTimeout.bind(window);
  window.setTimeout = ((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
    if (typeof handler !== 'function')
      throw new TypeError('string timers are not counted (and CSP forbids them)');
    const id = setTimer(
      (...callbackArgs: unknown[]) => {
        live.delete(id);
        handler(...callbackArgs);
      },
      ms,
      ...args,
    );
    live.add(id);
    return id;
  }) as typeof window.setTimeout;
  window.clearTimeout = ((id?: number) => {
    if (id !== undefined) live.delete(id);
    clearTimer(id);
  }) as typeof window.clearTimeout;
  return {
    get live() {
      return live.size;
    },
  };
}

const listeners = takeListenerCensus([window, document]);
const timers = takeTimerCensus();
const container = document.body.appendChild(document.createElement('div'));
const HOUR = 3_600_000;

/** Lets the browser run a task (iframe teardown, settled promises) without using a timer. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

interface Counts {
  listeners: number;
  timers: number;
  iframes: number;
}

function census(): Counts {
  return {
    listeners: listeners.live,
    timers: timers.live,
    iframes: document.querySelectorAll('iframe').length,
  };
}

/** Counts since `baseline`: Playwright's own page scripts add listeners too, before the cycles start. */
function since(baseline: Counts): Counts {
  const now = census();
  return {
    listeners: now.listeners - baseline.listeners,
    timers: now.timers - baseline.timers,
    iframes: now.iframes - baseline.iframes,
  };
}

/** Event types with more live listeners than at `baseline`, to name what leaked. */
function typesAbove(baseline: Record<string, number>): string[] {
  return Object.entries(listeners.liveByType())
    .filter(([type, count]) => count > (Object.hasOwn(baseline, type) ? (baseline[type] ?? 0) : 0))
    .map(([type]) => type);
}

/** One private controller in the container and one signed emitter, destroyed; returns the counts while alive. */
function cycle(baseline: Counts): Counts {
  const controller = new EmbedController({
    // The page's own origin, not the tenant's: the iframe is gone before it loads either way, and a
    // cross-origin address makes Chromium start (and cancel) a navigation in another process each
    // cycle, which took four fifths of the run. What is counted is the library's, not the browser's.
    tenantUrl: location.origin,
    surface: 'dashboard',
    publicId: hostConfig.publicId,
    container,
  });
  controller.on('ready', () => {});
  controller.on('download', () => {});
  controller.setLocale('fr-FR');
  const emitter = new EmbedEmitter({
    surface: 'dashboard',
    mode: 'signed',
    hostOrigins: '*',
    expiresAt: Date.now() + 23 * HOUR,
    exchangeSession: () => Promise.resolve({ expiresAt: Date.now() + 23 * HOUR }),
  });
  emitter.onAction('refresh', () => {});
  emitter.onAction('set-session', () => {});
  emitter.emitReady({ embedTenant: 'acme', deploymentId: hostConfig.deploymentId });
  const whileAlive = since(baseline);
  controller.destroy();
  emitter.destroy();
  return whileAlive;
}

window.runLeakCycles = async (cycles) => {
  const baseline = census();
  const baselineTypes = listeners.liveByType();
  let whileAlive = since(baseline);
  for (let i = 0; i < cycles; i += 1) {
    const counts = cycle(baseline);
    if (i === 0) whileAlive = counts;
    if (i % 200 === 199) await nextTask();
  }
  await nextTask();
  const left = since(baseline);
  return {
    cycles,
    whileAlive,
    liveListeners: left.listeners,
    leakedListenerTypes: typesAbove(baselineTypes),
    liveTimers: left.timers,
    iframes: left.iframes,
  };
};
