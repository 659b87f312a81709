import type { Surface } from '../envelope';
import type { Extension, ExtensionContextBase, ExtensionHooksBase } from '../internal/extension';

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
  /** Fields it adds to `ready`, read when `ready` is sent (none today: the port's nonce has its own message). */
  announce?(): Readonly<Record<string, never>>;
  /** After `ready` has been sent. */
  ready?(): void;
  /**
   * Its own action types (`svc:action:<name>`) from the parent window at an allowed origin: called
   * with the whole message (its `ports` too). The handler checks the data.
   */
  actions?: Readonly<Record<string, (message: MessageEvent) => void>>;
  /** Takes an envelope to deliver another way; `false` lets it go as a window message. */
  send?(envelope: object): boolean;
}

/** A value for `EmbedEmitter`'s `extensions` option: `contentSize()`, `messagePort()`, `debugLog()`, or your own. */
export type EmbedExtension = Extension<EmbedExtensionContext, EmbedExtensionHooks>;
