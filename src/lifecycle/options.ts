import type {
  Diagnostic,
  EmbedController,
  EmbedControllerFields,
  EmbedEvent,
  EmbedEventName,
  EventPayloads,
  RenewalUpdate,
} from '../host';

/**
 * What a wrapper gives the lifecycle: the controller's options without the element (the wrapper
 * owns it) and without `onDiagnostic` (reported through the sink). Every other controller option,
 * today's and any added later, passes through to each controller as it is. They are checked as a
 * whole before an embed is created: an unknown option, a moved one or one of the wrong kind is an
 * `invalid-options` error through the sink, naming it.
 *
 * - Identity (`tenantUrl`, `surface`, `publicId`, `deploymentId`, `path`, `allowExport`,
 *   whether the embed is signed, and `keepAlive`'s owner): a change destroys the embed and creates a new one.
 * - Settings (`colorScheme`, `theme`, `locale`, `timezone`, `filters`) and `title`: a change is
 *   applied to the live embed, compared by value; the iframe is never reloaded.
 * - `sessionId` is single use: it opens the next embed unless an earlier embed spent it; then
 *   `mintSession` is called. `mintSession` is read at each use, so a new function needs nothing.
 * - The rest (`readyTimeoutMs`, `renewal`, `keepAlive`'s id, ...) is read when an embed is created.
 */
export type LifecycleOptions = Omit<EmbedControllerFields, 'container' | 'iframe' | 'onDiagnostic'> & {
  /**
   * Keeps the embed alive under this id when the wrapper goes (a route change): hidden, still ready,
   * and shown again by the next wrapper with the same id, embed identity and owner, with no new
   * mint and no reload. `{ id, owner }` says whose it is (the signed-in user): a kept embed is never
   * shown to another owner, nor to a wrapper that gives a session id it was never opened or renewed
   * with; that wrapper gets a new embed and the kept one is destroyed. The id is read when an embed
   * is created; the owner is part of its identity.
   */
  keepAlive?: string | KeepAliveOptions;
};

/** `keepAlive`'s long form: the id, and who the kept embed belongs to. */
export interface KeepAliveOptions {
  /** The id it is kept under; the next wrapper with this id may show it. */
  id: string;
  /**
   * Who it belongs to: a key that differs between your users (an opaque user id, or a hash of
   * one). Compared only, never sent. A wrapper with another owner, or with none when this one had
   * one, gets a new embed, and the kept one is destroyed. An app that signs users in and out
   * without a reload and gives only `mintSession` must give it (or release kept embeds at sign-out).
   */
  owner?: string;
}

/** Where the lifecycle reports; each wrapper turns these into props, emits or DOM events. */
export interface LifecycleSink {
  /** The live controller changed: a new embed, or `null` (torn down, minting, failed). */
  controller(controller: EmbedController | null): void;
  /** An event of the live embed. */
  event<N extends EmbedEventName>(name: N, payload: EventPayloads[N], envelope: EmbedEvent<N>): void;
  /** A step of a session renewal of the live embed. */
  renewal(update: RenewalUpdate): void;
  /** Why a message was refused or a handler threw. */
  diagnostic(diagnostic: Diagnostic): void;
  /**
   * What the wrapper could not do: invalid options or setting values, a spent or empty session id,
   * a failed `mintSession`, a `ready` that timed out. Never thrown into the framework.
   */
  error(error: unknown): void;
}
