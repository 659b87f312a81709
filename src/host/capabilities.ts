import type { EmbedAction, EmbedEvent, EventPayloads } from '../envelope';
import { DIAGNOSTIC_REASONS, type DiagnosticHandler, reportDiagnostic } from '../internal/diagnostics';
import { shown } from '../internal/errors';
import { type ExtensionSet, handlersByType } from '../internal/extension-set';
import { PROTOCOL_VERSION } from '../protocol/extensions';
import { isRouteOf } from './embed-route';
import type { EmbedCapabilities, HostExtensionHooks } from './extension';

/** Distinct refused types reported before the host stops reporting new ones. */
const MAX_REPORTED_TYPES = 64;
const EVENT_PREFIX_LENGTH = 'svc:event:'.length;

export function readCapabilities(ready: EventPayloads['ready']): EmbedCapabilities {
  return {
    protocolVersion: ready.protocolVersion ?? PROTOCOL_VERSION,
    extensions: Object.freeze([...new Set(ready.extensions?.split(' ').filter(Boolean))]),
  };
}

/**
 * The host's extensions at work: an extension event reaches the extension that handles its type
 * only when the embed's `ready` announced it. One not announced is refused with one diagnostic
 * per type (a chatty newer embed cannot flood `onDiagnostic`); one announced that no extension
 * of this host handles is dropped quietly: the embed offers it, this host does not use it.
 */
export class HostExtensions {
  /** What the embed announced in its latest `ready`; `null` before it. */
  capabilities: EmbedCapabilities | null = null;
  readonly #hooks: readonly HostExtensionHooks[];
  readonly #events: ReadonlyMap<string, (data: unknown, origin: string) => void>;
  readonly #log: ExtensionSet<HostExtensionHooks>['log'];
  readonly #reported = new Set<string>();
  readonly #onDiagnostic: () => DiagnosticHandler | undefined;

  constructor(
    { hooks, log }: ExtensionSet<HostExtensionHooks>,
    onDiagnostic: () => DiagnosticHandler | undefined,
  ) {
    this.#hooks = hooks;
    this.#events = handlersByType(hooks, (hook) => hook.events);
    this.#log = log;
    this.#onDiagnostic = onDiagnostic;
  }

  /** Each `ready` (a reloaded iframe announces again) replaces what was announced before. */
  onReady(ready: EventPayloads['ready']): void {
    const capabilities = readCapabilities(ready);
    this.capabilities = capabilities;
    for (const hooks of this.#hooks) hooks.ready?.(ready, capabilities);
  }

  onEvent(event: EmbedEvent): void {
    for (const hooks of this.#hooks) hooks.event?.(event);
  }

  onLoad(): void {
    for (const hooks of this.#hooks) hooks.load?.();
  }

  /** Whether an extension took the action to deliver it; `false`: a window message. */
  send(action: EmbedAction): boolean {
    return this.#hooks.some((hooks) => hooks.send?.(action));
  }

  /** Whether an extension holds the opening of the embed until it calls `open`. */
  defer(open: () => void, target: HTMLElement): boolean {
    return this.#hooks.some((hooks) => hooks.defer?.(open, target));
  }

  /**
   * The in-embed path the embed opens at: `start`, or where the extensions' `openAt` hooks move it,
   * when that is a route under `root` without a query or fragment (`route-refused` otherwise).
   */
  openAt(start: string, root: string): string {
    let path = start;
    for (const hooks of this.#hooks) path = hooks.openAt?.(path) ?? path;
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
    const handler = this.#events.get(type);
    if (handler) handler(data, origin);
    else this.#log?.('in', 'dropped', type, origin, undefined);
  }
}
