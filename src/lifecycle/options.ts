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
 * - Identity (`tenantUrl`, `surface`, `publicId`, `deploymentId`, `path`, `allowExport`, and
 *   whether the embed is signed): a change destroys the embed and creates a new one.
 * - Settings (`colorScheme`, `theme`, `locale`, `timezone`, `filters`) and `title`: a change is
 *   applied to the live embed, compared by value; the iframe is never reloaded.
 * - `sessionId` is single use: it opens the next embed unless an earlier embed spent it; then
 *   `mintSession` is called. `mintSession` is read at each use, so a new function needs nothing.
 * - The rest (`readyTimeoutMs`, `renewal`, `keepAlive`, ...) is read when an embed is created.
 */
export type LifecycleOptions = Omit<EmbedControllerFields, 'container' | 'iframe' | 'onDiagnostic'> & {
  /**
   * Keeps the embed alive under this id when the wrapper goes (a route change): hidden, still ready
   * and renewing, and shown again by the next wrapper with the same id and embed identity, with no
   * new mint and no reload. Read when an embed is created.
   */
  keepAlive?: string;
};

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
