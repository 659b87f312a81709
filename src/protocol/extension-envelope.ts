import type { Surface } from '../envelope';
import { accepting, decodeEnvelope, EMBED_SOURCE, type EnvelopeFields } from './envelope-parse';
import type { ExtensionEventName, ExtensionEventPayloads } from './extension-payloads';
import type { ParseResult } from './parse-error';
import { generatedRules } from './receive-parsers';

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
  return accepting(decodeEnvelope(data, 'action', generatedRules), true);
}

/** The nonce is the embed's `portNonce`: sent only to an embed that announced one (an older one would refuse the field). */
export function portOffer(timestamp: number, nonce: string | undefined): object {
  const payload = nonce === undefined ? {} : { nonce };
  return { source: EMBED_SOURCE, direction: 'action', type: PORT_OFFER_TYPE, payload, timestamp };
}

/** Parses an extension event with the same envelope rules as the spec's events. */
export function parseExtensionEvent(data: unknown): ParseResult<ExtensionEvent> {
  return accepting(decodeEnvelope(data, 'event', generatedRules), true) as ParseResult<ExtensionEvent>;
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
