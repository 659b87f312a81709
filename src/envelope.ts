import type { ActionPayloads, EmbedActionName } from './protocol/action-payloads';
import { EMBED_SOURCE, parseEnvelope, zodRules } from './protocol/envelope-rules';
import { type EmbedEventName, type EventPayloads, eventPayloadSchemas } from './protocol/event-payloads';
import { describeParseError, type ParseResult } from './protocol/parse-error';
import type { Surface } from './protocol/values';

export type { ActionPayloads, EmbedActionName, EmbedTheme } from './protocol/action-payloads';
export { EMBED_SOURCE } from './protocol/envelope-rules';
export type { EmbedEventName, EventPayloads } from './protocol/event-payloads';
export type { ParseError, ParseResult } from './protocol/parse-error';
export { describeParseError } from './protocol/parse-error';
export type { EmbedMode, Surface } from './protocol/values';
export { EMBED_MODES, isIanaTimeZone, isValidLocale, SURFACES } from './protocol/values';

/** Every event name of section 6.2, for code that subscribes to all of them. */
export const EMBED_EVENT_NAMES = /* @__PURE__ */ Object.keys(eventPayloadSchemas) as EmbedEventName[];

export type EmbedEventType<N extends EmbedEventName = EmbedEventName> = `svc:event:${N}`;
export type EmbedActionType<N extends EmbedActionName = EmbedActionName> = `svc:action:${N}`;

/** An event envelope (embed to host); with no argument, the union of all ten. */
export type EmbedEvent<N extends EmbedEventName = EmbedEventName> = {
  [K in N]: {
    source: typeof EMBED_SOURCE;
    direction: 'event';
    type: EmbedEventType<K>;
    payload: EventPayloads[K];
    timestamp: number;
    surface: Surface;
  };
}[N];

/** An action envelope (host to embed); actions never carry a surface. */
export type EmbedAction<N extends EmbedActionName = EmbedActionName> = {
  [K in N]: {
    source: typeof EMBED_SOURCE;
    direction: 'action';
    type: EmbedActionType<K>;
    payload: ActionPayloads[K];
    timestamp: number;
  };
}[N];
export function safeParseEvent(data: unknown): ParseResult<EmbedEvent> {
  return parseEnvelope(data, 'event', zodRules) as ParseResult<EmbedEvent>;
}

export function safeParseAction(data: unknown): ParseResult<EmbedAction> {
  return parseEnvelope(data, 'action', zodRules) as ParseResult<EmbedAction>;
}

/** Build a valid event envelope; throws a `TypeError` naming the offending field. */
export function createEvent<N extends EmbedEventName>(
  name: N,
  payload: EventPayloads[N],
  surface: Surface,
  timestamp: number = Date.now(),
): EmbedEvent<N> {
  return createEnvelope('event', name, payload, timestamp, { surface }) as EmbedEvent<N>;
}

/** Build a valid action envelope; throws a `TypeError` naming the offending field. */
export function createAction<N extends EmbedActionName>(
  name: N,
  payload: ActionPayloads[N],
  timestamp: number = Date.now(),
): EmbedAction<N> {
  return createEnvelope('action', name, payload, timestamp, {}) as EmbedAction<N>;
}

function createEnvelope(
  direction: 'event' | 'action',
  name: string,
  payload: object,
  timestamp: number,
  extra: { surface?: Surface },
): unknown {
  const envelope = {
    source: EMBED_SOURCE,
    direction,
    type: `svc:${direction}:${name}`,
    payload,
    timestamp,
    ...extra,
  };
  const result = parseEnvelope(envelope, direction, zodRules);
  if (result.success) return result.data;
  const caller = direction === 'event' ? 'createEvent' : 'createAction';
  throw new TypeError(`${caller}("${name}"): ${describeParseError(result.error)}`, { cause: result.error });
}
