import type { Surface } from '../envelope';
import { accepting, decodeEnvelope, EMBED_SOURCE, type EnvelopeFields } from './envelope-parse';
import type {
  ExtensionActionName,
  ExtensionActionPayloads,
  ExtensionEventName,
  ExtensionEventPayloads,
} from './extension-payloads';
import type { ParseResult } from './parse-error';
import { receivedActionRules, receivedEventRules } from './receive-parsers';

/** An extension event envelope: the spec's event envelope with a type beyond its catalog. */
export type ExtensionEvent<N extends ExtensionEventName = ExtensionEventName> = {
  [K in N]: {
    source: typeof EMBED_SOURCE;
    direction: 'event';
    type: `svc:event:${K}`;
    payload: ExtensionEventPayloads[K];
    timestamp: number;
    surface: Surface;
  };
}[N];

/** The host's offer of a private channel; the port itself travels in the message's transfer list. */
export const PORT_OFFER_TYPE = 'svc:action:message-port';
/** The embed's first message on the port: it accepted it. */
export const PORT_ACCEPTED_TYPE = 'svc:event:message-port';

/** Checks an action of an extension this library ships, with the same envelope rules as the spec's actions. */
export function parseExtensionAction(data: unknown): ParseResult<EnvelopeFields> {
  return accepting(decodeEnvelope(data, 'action', receivedActionRules), true);
}

/** The transport's own steps (`ping`, `switch`), both ways: `svc:action:transport`, `svc:event:transport`. */
export const TRANSPORT_ACTION_TYPE = 'svc:action:transport';
export const TRANSPORT_EVENT_TYPE = 'svc:event:transport';
export type TransportStep = 'ping' | 'switch';

/** The nonce is the one the embed sent in its `svc:event:message-port` (this document's secret). */
export function portOffer(timestamp: number, nonce: string): object {
  return { source: EMBED_SOURCE, direction: 'action', type: PORT_OFFER_TYPE, payload: { nonce }, timestamp };
}

/** A `ping` the embed answers on the same channel, or the host's `switch` (its last window message). */
export function transportAction(step: TransportStep, seq: number, timestamp: number): object {
  return {
    source: EMBED_SOURCE,
    direction: 'action',
    type: TRANSPORT_ACTION_TYPE,
    payload: { step, seq },
    timestamp,
  };
}

/** Parses an extension event with the same envelope rules as the spec's events. */
export function parseExtensionEvent(data: unknown): ParseResult<ExtensionEvent> {
  return accepting(decodeEnvelope(data, 'event', receivedEventRules), true) as ParseResult<ExtensionEvent>;
}

/**
 * Builds an extension event without a schema: the embed fills payloads from numbers it measured
 * itself, so it need not bundle the schemas the host checks them with.
 */
export function extensionEvent<N extends ExtensionEventName>(
  name: N,
  payload: ExtensionEventPayloads[N],
  surface: Surface,
  timestamp: number,
): ExtensionEvent<N> {
  return {
    source: EMBED_SOURCE,
    direction: 'event',
    type: `svc:event:${name}`,
    payload,
    timestamp,
    surface,
  } as ExtensionEvent<N>;
}

/** Builds an extension action from values the host measured itself (no schema bundled to send it). */
export function extensionAction<N extends ExtensionActionName>(
  name: N,
  payload: ExtensionActionPayloads[N],
  timestamp: number,
): object {
  return { source: EMBED_SOURCE, direction: 'action', type: `svc:action:${name}`, payload, timestamp };
}
