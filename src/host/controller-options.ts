import type { ActionPayloads, EmbedEvent, EventPayloads, SetThemePayload } from '../envelope';
import type { DiagnosticHandler } from '../internal/diagnostics';
import type { EmbedUrlFields, SurfaceTarget } from './embed-url';
import type { HostExtension } from './extension';
import type { RenewalRetryOptions } from './renewal-options';
import type { RenewalUpdate } from './session-renewal';
import type { TransportChoice } from './transport-switch';

/**
 * Options of `new EmbedController(options)`: the embed address, plus the iframe, the session, the
 * extensions and the callbacks; a dashboard needs `publicId`, an app `deploymentId` (`SurfaceTarget`).
 */
export type EmbedControllerOptions = EmbedControllerFields & SurfaceTarget;

/** Every field of `EmbedControllerOptions`; it adds what each surface needs. */
export interface EmbedControllerFields extends EmbedUrlFields {
  /**
   * Mints a fresh session id on the host's backend. Without `sessionId` it makes the embed signed
   * and mints its first session before the iframe gets its address; then it renews the session.
   */
  mintSession?: () => Promise<string>;
  /** Element to create the iframe in... */
  container?: HTMLElement;
  /** ...or an existing iframe to attach to (exactly one of the two). */
  iframe?: HTMLIFrameElement;
  /** Accessible title of a created iframe. Default `Embedded <surface>`. */
  title?: string;
  /** Sent once the embed is ready. */
  colorScheme?: ActionPayloads['set-color-scheme']['scheme'];
  /** Sent once the embed is ready. */
  theme?: SetThemePayload;
  /** How long `ready` waits for the embed. Default 30 s. */
  readyTimeoutMs?: number;
  /**
   * How messages travel after the handshake: `auto` (default) measures window messages and a
   * `MessagePort` right after `ready` and uses the port only when it answers first; `window` never
   * offers a port; `port` uses it whenever the embed accepts one. An embed without port support
   * gets window messages in every case.
   */
  transport?: TransportChoice;
  /** How a session renewal retries a failed `mintSession`, and how often it may renew. */
  renewal?: RenewalRetryOptions;
  /** Told why a message was refused or a handler threw; never thrown. */
  onDiagnostic?: DiagnosticHandler;
  /**
   * Optional features, each a value: `[autoHeight({ minHeight: 300 }), messagePort(), debugLog()]`.
   * Read when the controller is created. See README "Extensions".
   */
  extensions?: readonly HostExtension[];
}

/** The handler of each event: `handler(payload, envelope)`, the payload already checked. */
// `keyof EventPayloads`, not `EmbedEventName`: a mapped type over `keyof` keeps each event's comment.
export type EmbedEventHandlers = {
  [N in keyof EventPayloads]: (payload: EventPayloads[N], event: EmbedEvent<N>) => void;
};

/** What `controller.on` takes: each embed event, and `'renewal'`, each step of a session renewal (minting, retries, `set-session` sent, failures). */
export type ControllerEventHandlers = EmbedEventHandlers & {
  /** Each step of a session renewal: minting, retries, `set-session` sent, failures. */
  renewal: (update: RenewalUpdate) => void;
};
