import { EMBED_EVENT_NAMES, type EventPayloads } from '../envelope';
import type { Diagnostic, RenewalUpdate } from '../host';

/**
 * Payload of every event the component emits: the embed's own events under their names,
 * plus `renewal` (each step of a session renewal), `diagnostic` (why a message was refused)
 * and `embed-error` (minting failed, a prop was refused, or `ready` timed out).
 */
export type SvcEmbedEventMap = EventPayloads & {
  renewal: RenewalUpdate;
  diagnostic: Diagnostic;
  'embed-error': unknown;
};

export type SvcEmbedEventName = keyof SvcEmbedEventMap;

/** Vue's object form of `emits`, so that `emit` and `on<Event>` listeners are typed. */
export type SvcEmbedEmits = { [N in SvcEmbedEventName]: (payload: SvcEmbedEventMap[N]) => true };

/** Tells the host one event; the component passes its `emit`. */
export type EmbedNotify = <N extends SvcEmbedEventName>(name: N, payload: SvcEmbedEventMap[N]) => void;

/** `null` validators: the payloads were validated on receipt. */
export const svcEmbedEmits = Object.fromEntries(
  [...EMBED_EVENT_NAMES, 'renewal', 'diagnostic', 'embed-error'].map((name) => [name, null]),
) as unknown as SvcEmbedEmits;
