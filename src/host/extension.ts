import type { EmbedAction, EmbedEvent, EventPayloads } from '../envelope';
import type { Extension, ExtensionContextBase, ExtensionHooksBase } from '../internal/extension';
import type { HookTable } from '../internal/extension-set';

/** What the embed announced in its latest `ready`. */
export interface EmbedCapabilities {
  /** 1 for an embed that announces nothing (it predates the field). */
  protocolVersion: number;
  /** Extension names the embed supports, including ones this host does not know. */
  extensions: readonly string[];
}

/** What an `EmbedController` gives each of its extensions. */
export interface HostExtensionContext extends ExtensionContextBase {
  /** The embed's iframe. */
  readonly iframe: HTMLIFrameElement;
  /** The only origin events are accepted from and actions are sent to. */
  readonly tenantOrigin: string;
  /**
   * The path every in-embed route of this surface lies under, e.g. `/embed/dashboard/<publicId>`,
   * `/embed/d/<deploymentId>/app` or `/embed/chat` (without the tenant's path prefix).
   */
  readonly surfaceRoot: string;
  /** Hands data that arrived on another channel (a `MessagePort`) to the controller's event checks. */
  receive(data: unknown): void;
  /** Posts an action on the active transport (window messages to the tenant origin, or the port once switched), past every extension's `send`. */
  post(action: EmbedAction): void;
}

/** What a host extension handles; every hook is optional. */
export interface HostExtensionHooks extends ExtensionHooksBase {
  /**
   * Its own event types (`svc:event:<name>`) from the iframe, after the sender and envelope checks,
   * only when the embed's `ready` announced that name. The types of the extensions this library
   * ships arrive as the envelope already checked by their own rules; any other type arrives as sent,
   * and the handler checks its payload.
   * One extension per type: a second that handles a type is `invalid-options`.
   */
  events?: Readonly<Record<string, (data: unknown, origin: string) => void>>;
  /** After each `ready` (a reloaded iframe says it again), with what it announced. */
  ready?(ready: EventPayloads['ready'], capabilities: EmbedCapabilities): void;
  /** Each core event the controller accepted (after every check), before the `on` handlers. */
  event?(event: EmbedEvent): void;
  /** Each `load` of the iframe: a new document. */
  load?(): void;
  /** Takes an action to deliver another way; `false` lets the next extension, else a window message, take it. */
  send?(action: EmbedAction): boolean;
  /**
   * Called once, before the embed opens (iframe into the document, its address, the first mint, the
   * ready timeout): `true` holds all of that until the extension calls `open()`. `target` is the
   * container, or the iframe given to the controller. The first extension that returns `true` decides.
   */
  defer?(open: () => void, target: HTMLElement): boolean;
  /**
   * Called once as the embed opens, before the iframe gets its first address, with the in-embed
   * path it would open at: the surface's start (`/embed/d/42/app`, the app's `path` included), or
   * what an earlier extension's `openAt` returned (they are called in list order). Returns the path
   * to open at, e.g. `/embed/d/42/app/workbook/130`, or `undefined` to leave it. The controller
   * opens there only when it is a route of this surface (under `surfaceRoot`, the in-embed path
   * rule, no `.` or `..` segment) without a query or fragment (the address's query is the host's:
   * session id and settings); otherwise a `route-refused` diagnostic, and it opens at the start.
   */
  openAt?(path: string): string | undefined;
}

/** A value for `EmbedController`'s `extensions` option: `autoHeight()`, `messagePort()`, `debugLog()`, or your own. */
export type HostExtension = Extension<HostExtensionContext, HostExtensionHooks>;

/** How the hooks of several host extensions combine (`Combination`; README "Writing an extension"). */
export const HOST_HOOKS = {
  events: 'owner',
  ready: 'all',
  event: 'all',
  load: 'all',
  send: 'first',
  defer: 'first',
  openAt: 'chain',
  log: 'all',
} as const satisfies HookTable<HostExtensionHooks>;
