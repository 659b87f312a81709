import type { EmbedAction, EmbedEvent, EventPayloads } from '../envelope';
import { DIAGNOSTIC_REASONS, type DiagnosticHandler, reportDiagnostic } from '../internal/diagnostics';
import { shown } from '../internal/errors';
import type { ExtensionSet } from '../internal/extension-set';
import { PROTOCOL_VERSION } from '../protocol/extensions';
import { isRouteOf } from './embed-route';
import type { EmbedCapabilities, HOST_HOOKS, HostExtensionHooks } from './extension';

/** Distinct refused types reported before the host stops reporting new ones. */
const MAX_REPORTED_TYPES = 64;
const EVENT_PREFIX_LENGTH = 'svc:event:'.length;

export function readCapabilities(ready: EventPayloads['ready']): EmbedCapabilities {
  return {
    protocolVersion: ready.protocolVersion ?? PROTOCOL_VERSION,
    extensions: Object.freeze([...new Set(ready.extensions?.split(' ').filter(Boolean))]),
  };
}

/** The host's extensions, set up: their hooks combine as `HOST_HOOKS` says. */
export type HostExtensionSet = ExtensionSet<HostExtensionHooks, typeof HOST_HOOKS>;

/**
 * The host's extensions at work: an extension event reaches the extension that handles its type
 * only when the embed's `ready` announced it. One not announced is refused with one diagnostic
 * per type (a chatty newer embed cannot flood `onDiagnostic`); one announced that no extension
 * of this host handles is dropped quietly: the embed offers it, this host does not use it.
 */
export class HostExtensions {
  /** What the embed announced in its latest `ready`; `null` before it. */
  capabilities: EmbedCapabilities | null = null;
  readonly #set: HostExtensionSet;
  readonly #reported = new Set<string>();
  readonly #onDiagnostic: () => DiagnosticHandler | undefined;

  constructor(set: HostExtensionSet, onDiagnostic: () => DiagnosticHandler | undefined) {
    this.#set = set;
    this.#onDiagnostic = onDiagnostic;
  }

  /** Each `ready` (a reloaded iframe announces again) replaces what was announced before. */
  onReady(ready: EventPayloads['ready']): void {
    const capabilities = readCapabilities(ready);
    this.capabilities = capabilities;
    this.#set.run('ready', ready, capabilities);
  }

  onEvent(event: EmbedEvent): void {
    this.#set.run('event', event);
  }

  onLoad(): void {
    this.#set.run('load');
  }

  /** Whether an extension took the action to deliver it; `false`: a window message. */
  send(action: EmbedAction): boolean {
    return this.#set.run('send', action);
  }

  /** Whether an extension holds the opening of the embed until it calls `open`. */
  defer(open: () => void, target: HTMLElement): boolean {
    return this.#set.run('defer', open, target);
  }

  /**
   * The in-embed path the embed opens at: `start`, or where the extensions' `openAt` hooks move it,
   * when that is a route under `root` without a query or fragment (`route-refused` otherwise).
   */
  openAt(start: string, root: string): string {
    const path = this.#set.run('openAt', start);
    if (path === start || (isRouteOf(path, root) && !/[?#]/.test(path))) return path;
    reportDiagnostic(this.#onDiagnostic(), {
      reason: DIAGNOSTIC_REASONS.routeRefused,
      message: `openAt: ${shown(path)} refused: not a route under ${root} without a query or fragment`,
    });
    return start;
  }

  /** Called with an envelope whose type is not in the spec's catalog. */
  receive(data: unknown, type: string, origin: string): void {
    const announced = this.capabilities?.extensions.includes(type.slice(EVENT_PREFIX_LENGTH));
    if (!announced) {
      if (this.#reported.has(type) || this.#reported.size >= MAX_REPORTED_TYPES) return;
      this.#reported.add(type);
      reportDiagnostic(this.#onDiagnostic(), {
        reason: DIAGNOSTIC_REASONS.extensionRefused,
        message: `${type} refused: not announced in ready`,
        origin,
      });
      return;
    }
    const handler = this.#set.owners('events').get(type);
    if (handler) handler(data, origin);
    else this.#set.log('in', 'dropped', type, origin, undefined);
  }
}
