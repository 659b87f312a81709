/**
 * Test support for the embed tests (never imported by the entry): puts the happy-dom window
 * inside a fake frame whose parent records what it is sent, and undoes it afterwards.
 */
import { type Mock, vi } from 'vitest';
import { EmbedEmitter } from '../../src/embed/embed-emitter';
import type { EmbedEmitterOptions } from '../../src/embed/options';
import type { EmbedEvent } from '../../src/envelope';
import type { Diagnostic } from '../../src/internal/diagnostics';
import { rawAction } from './envelopes';

export const HOST = 'https://host.example';
export const READY = { embedTenant: 'acme', deploymentId: 42 } as const;

export interface FakeParent {
  postMessage: Mock<(message: unknown, targetOrigin: string) => void>;
}

const cleanups: (() => void)[] = [];

/** Runs every undo registered by the helpers below, newest first; call it in `afterEach`. */
export function cleanUp(): void {
  for (let undo = cleanups.pop(); undo; undo = cleanups.pop()) undo();
  vi.useRealTimers();
  vi.restoreAllMocks();
}

function override(target: object, key: string, value: unknown): void {
  const previous = Object.getOwnPropertyDescriptor(target, key);
  Object.defineProperty(target, key, { value, configurable: true, writable: true });
  cleanups.push(() => {
    if (previous) Object.defineProperty(target, key, previous);
    else Reflect.deleteProperty(target, key);
  });
}

/** Frames the window: `ancestorOrigin` fills `location.ancestorOrigins`, `referrer` fills `document.referrer`. */
export function frameIn(parentAt: { ancestorOrigin?: string; referrer?: string } = { ancestorOrigin: HOST }) {
  const parent: FakeParent = { postMessage: vi.fn() };
  override(window, 'parent', parent);
  if (parentAt.ancestorOrigin !== undefined) override(location, 'ancestorOrigins', [parentAt.ancestorOrigin]);
  if (parentAt.referrer !== undefined) override(document, 'referrer', parentAt.referrer);
  return parent;
}

export function setVisibility(state: DocumentVisibilityState): void {
  override(document, 'visibilityState', state);
}

/** An emitter destroyed by `cleanUp`, with every diagnostic collected. */
export function createEmitter(options: Partial<EmbedEmitterOptions> = {}) {
  const diagnostics: Diagnostic[] = [];
  const emitter = new EmbedEmitter({
    surface: 'dashboard',
    mode: 'private',
    hostOrigins: [HOST],
    onDiagnostic: (diagnostic) => diagnostics.push(diagnostic),
    ...options,
  });
  cleanups.push(() => emitter.destroy());
  return { emitter, diagnostics };
}

/** A framed, signed emitter past `emitReady()`, with what the parent received so far cleared. */
export function readySignedEmitter(options: Partial<EmbedEmitterOptions> & { expiresAt: number }) {
  const parent = frameIn();
  const { emitter, diagnostics } = createEmitter({ mode: 'signed', ...options });
  emitter.emitReady(READY);
  parent.postMessage.mockClear();
  return { parent, emitter, diagnostics };
}

/** The envelopes the parent received, in order. */
export function posted(parent: FakeParent): EmbedEvent[] {
  return parent.postMessage.mock.calls.map(([message]) => message as EmbedEvent);
}

export function postedTypes(parent: FakeParent): string[] {
  return posted(parent).map((envelope) => envelope.type);
}

/** Dispatches a `message` event on the window, by default a valid action from the parent at HOST. */
export function deliver(data: unknown, from: { origin?: string; source?: unknown } = {}): void {
  const source = 'source' in from ? from.source : window.parent;
  const init = { data, origin: from.origin ?? HOST, source: source as MessageEventSource | null };
  window.dispatchEvent(new MessageEvent('message', init));
}

export function sendAction(
  name: string,
  payload: unknown,
  from?: { origin?: string; source?: unknown },
): void {
  deliver(rawAction(name, payload), from);
}

/** Lets settled promises run their callbacks (fake timers do not touch microtasks). */
/** Enough microtask turns for the longest timer-free chain here (exchange raced with its timeout). */
export async function flushPromises(): Promise<void> {
  for (let i = 0; i < 50; i++) await Promise.resolve();
}
