import type { Diagnostic, RenewalUpdate } from '../host';
import { EMBED_EVENT_NAMES, type EventPayloads } from '../host';

/**
 * Payload of every event the component emits: the embed's own events under their names,
 * plus `renewal`, `diagnostic` and `embed-error`.
 */
export interface SvcEmbedEventPayloads extends EventPayloads {
  /** Each step of a session renewal: minting, retries, `set-session` sent, failures. */
  renewal: RenewalUpdate;
  /** Why a message was refused or a handler threw. */
  diagnostic: Diagnostic;
  /**
   * What the component could not do: invalid props or setting values, a spent or empty
   * `session-id`, a failed `mintSession`, a `ready` that timed out. Never thrown into Vue.
   */
  'embed-error': unknown;
}

/** The name of an event the component emits. */
export type SvcEmbedEventName = keyof SvcEmbedEventPayloads;

/** Vue's object form of `emits`, so that `emit` and `on<Event>` listeners are typed. */
export type SvcEmbedEmits = {
  [N in keyof SvcEmbedEventPayloads]: (payload: SvcEmbedEventPayloads[N]) => true;
};

/** Tells the host one event; the component passes its `emit`. */
export type EmbedNotify = <N extends SvcEmbedEventName>(name: N, payload: SvcEmbedEventPayloads[N]) => void;

/** `null` validators: the payloads were validated on receipt. */
export const svcEmbedEmits = Object.fromEntries(
  [...EMBED_EVENT_NAMES, 'renewal', 'diagnostic', 'embed-error'].map((name) => [name, null]),
) as unknown as SvcEmbedEmits;
