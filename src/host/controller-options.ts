import type { ActionPayloads, EmbedEvent, EventPayloads, SetThemePayload } from '../envelope';
import type { DiagnosticHandler } from '../internal/diagnostics';
import type { AutoHeightOptions } from './auto-height';
import type { EmbedUrlOptions } from './embed-url';
import type { RenewalRetryOptions } from './renewal-options';

/** Options of `new EmbedController(options)`: the embed address, plus the iframe, the session, content height and the callbacks. */
export interface EmbedControllerOptions extends EmbedUrlOptions, AutoHeightOptions {
  /** Mints a fresh session id on the host's backend; called to renew a signed session. */
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
  /** How a session renewal retries a failed `mintSession`, and how often it may renew. */
  renewal?: RenewalRetryOptions;
  /** Told why a message was refused or a handler threw; never thrown. */
  onDiagnostic?: DiagnosticHandler;
  /** Log every message in and out, and every refusal, to the console. Default false. */
  debug?: boolean;
  /**
   * Offer the embed a private channel (extension `message-port`) when its `ready` announces it.
   * Default false: in WebKit, and at times in Firefox, a port round trip is slower than a window message.
   */
  messagePort?: boolean;
}

/** The handler of each event: `handler(payload, envelope)`, the payload already checked. */
// `keyof EventPayloads`, not `EmbedEventName`: a mapped type over `keyof` keeps each event's comment.
export type EmbedEventHandlers = {
  [N in keyof EventPayloads]: (payload: EventPayloads[N], event: EmbedEvent<N>) => void;
};
