import * as z from 'zod/mini';
import { type ActionPayloads, actionPayloadSchemas, type EmbedActionName } from './protocol/action-payloads';
import { type EmbedEventName, type EventPayloads, eventPayloadSchemas } from './protocol/event-payloads';
import { describeParseError, type ParseResult, parseFailure } from './protocol/parse-error';
import { nonNegativeNumber, type Surface, surfaceSchema } from './protocol/values';

export type { ActionPayloads, EmbedActionName, EmbedTheme } from './protocol/action-payloads';
export type { EmbedEventName, EventPayloads } from './protocol/event-payloads';
export type { ParseError, ParseResult } from './protocol/parse-error';
export { describeParseError } from './protocol/parse-error';
export type { EmbedMode, Surface } from './protocol/values';
export { EMBED_MODES, isIanaTimeZone, isValidLocale, SURFACES } from './protocol/values';

export const EMBED_SOURCE = 'svc-embed';

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

const envelopeSchema = z.object({
  source: z.enum([EMBED_SOURCE]),
  direction: z.enum(['event', 'action']),
  type: z.string(),
  timestamp: nonNegativeNumber(),
  payload: z.custom<Record<string, unknown>>(isPlainObject, 'must be a plain object'),
  surface: z.optional(surfaceSchema),
});

type PayloadSchema = { safeParse(input: unknown): ParseResult<unknown> };
// Routing by Map, never by a plain-object key: `__proto__` or `constructor` must find nothing.
const eventSchemas = new Map<string, PayloadSchema>(Object.entries(eventPayloadSchemas));
const actionSchemas = new Map<string, PayloadSchema>(Object.entries(actionPayloadSchemas));

export function safeParseEvent(data: unknown): ParseResult<EmbedEvent> {
  return parseEnvelope(data, 'event', eventSchemas) as ParseResult<EmbedEvent>;
}

export function safeParseAction(data: unknown): ParseResult<EmbedAction> {
  return parseEnvelope(data, 'action', actionSchemas) as ParseResult<EmbedAction>;
}

function parseEnvelope(
  data: unknown,
  direction: 'event' | 'action',
  schemas: Map<string, PayloadSchema>,
): ParseResult<Record<string, unknown>> {
  try {
    if (!isPlainObject(data)) return parseFailure([], 'envelope must be a plain object', data);
    const envelope = envelopeSchema.safeParse(data);
    if (!envelope.success) return envelope;
    const { type, payload, surface, timestamp } = envelope.data;
    if (envelope.data.direction !== direction) {
      return parseFailure(['direction'], `expected "${direction}"`, envelope.data.direction);
    }
    const prefix = `svc:${direction}:`;
    if (!type.startsWith(prefix)) return parseFailure(['type'], `must start with "${prefix}"`, type);
    const schema = schemas.get(type.slice(prefix.length));
    if (!schema) return parseFailure(['type'], `unknown ${direction} type`, type);

    if (direction === 'event' && surface === undefined)
      return parseFailure(['surface'], 'required on events', surface);
    if (direction === 'action' && Object.hasOwn(data, 'surface')) {
      return parseFailure(['surface'], 'not allowed on actions', surface);
    }

    const parsed = schema.safeParse(payload);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) issue.path.unshift('payload');
      return parsed;
    }
    const parsedPayload = parsed.data as Record<string, unknown>;
    if ('surface' in parsedPayload && parsedPayload.surface !== surface) {
      return parseFailure(['payload', 'surface'], 'must equal the envelope surface', parsedPayload.surface);
    }
    const result: Record<string, unknown> = {
      source: EMBED_SOURCE,
      direction,
      type,
      payload: parsedPayload,
      timestamp,
    };
    if (direction === 'event') result.surface = surface;
    return { success: true, data: result };
  } catch (cause) {
    // Only hostile objects (throwing getters, revoked proxies) get here; never from postMessage data.
    return parseFailure([], `envelope could not be read: ${String(cause)}`, undefined);
  }
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
  const result = direction === 'event' ? safeParseEvent(envelope) : safeParseAction(envelope);
  if (result.success) return result.data;
  const caller = direction === 'event' ? 'createEvent' : 'createAction';
  throw new TypeError(`${caller}("${name}"): ${describeParseError(result.error)}`, { cause: result.error });
}

/**
 * Plain objects of this realm, or with no prototype: what a structured clone (postMessage) makes.
 * Anything else is refused, so no field can ever be read through a prototype chain.
 */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === null || proto === Object.prototype;
}
