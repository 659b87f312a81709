import type { Surface } from '../envelope';
import type { Extension, ExtensionContextBase, ExtensionHooksBase } from '../internal/extension';
import type { ExtensionSet, HookTable } from '../internal/extension-set';

/** What an `EmbedEmitter` gives each of its extensions. */
export interface EmbedExtensionContext extends ExtensionContextBase {
  /** The surface this document is; every envelope carries it. */
  readonly surface: Surface;
  /** The emitter's clock, epoch ms: the timestamp of an envelope. */
  now(): number;
  /** Posts an envelope to the host: on an extension's channel when one takes it, else a window message. */
  post(envelope: object): void;
  /** Hands data that arrived on another channel (a `MessagePort`) to the emitter's action checks. */
  receive(data: unknown, origin: string): void;
}

/** What an embed extension handles; every hook is optional. */
export interface EmbedExtensionHooks extends ExtensionHooksBase {
  /** After `ready` has been sent. */
  ready?(): void;
  /**
   * Its own action types (`svc:action:<name>`) from the parent window at an allowed origin: called
   * with the whole message (its `ports` too). The handler checks the data. One extension per type:
   * a second that handles a type is `invalid-options`.
   */
  actions?: Readonly<Record<string, (message: MessageEvent) => void>>;
  /** Takes an envelope to deliver another way; `false` lets the next extension, else a window message, take it. */
  send?(envelope: object): boolean;
}

/** A value for `EmbedEmitter`'s `extensions` option: `contentSize()`, `messagePort()`, `debugLog()`, or your own. */
export type EmbedExtension = Extension<EmbedExtensionContext, EmbedExtensionHooks>;

/** How the hooks of several embed extensions combine (`Combination`; README "Writing an extension"). */
export const EMBED_HOOKS = {
  ready: 'all',
  actions: 'owner',
  send: 'first',
  log: 'all',
} as const satisfies HookTable<EmbedExtensionHooks>;

/** The embed's extensions, set up: their hooks combine as `EMBED_HOOKS` says. */
export type EmbedExtensionSet = ExtensionSet<EmbedExtensionHooks, typeof EMBED_HOOKS>;
