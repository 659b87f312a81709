import * as z from 'zod/mini';
import { actionPayloadSchemas } from './action-payloads';
import { eventPayloadSchemas } from './event-payloads';
import { type ParseResult, parseFailure } from './parse-error';
import { nonNegativeNumber, surfaceSchema } from './values';

/** The envelope of spec section 6.1 and the rules that tie it to its payload. */

export const EMBED_SOURCE = 'svc-embed';

const envelopeSchema = z.object({
  source: z.enum([EMBED_SOURCE]),
  direction: z.enum(['event', 'action']),
  type: z.string(),
  timestamp: nonNegativeNumber(),
  payload: z.custom<Record<string, unknown>>(isPlainObject, 'must be a plain object'),
  surface: z.optional(surfaceSchema),
});

export interface Schema<T> {
  safeParse(input: unknown): ParseResult<T>;
}
export type SchemaWrapper = <T>(schema: Schema<T>) => Schema<T>;

export interface EnvelopeRules {
  envelope: Schema<z.infer<typeof envelopeSchema>>;
  event: Map<string, Schema<unknown>>;
  action: Map<string, Schema<unknown>>;
}

/** Payload schemas by full type (`svc:event:ready`). */
function routes(direction: 'event' | 'action', schemas: Record<string, Schema<unknown>>) {
  // A Map, never a plain-object key: `__proto__` or `constructor` must find nothing.
  return new Map(Object.entries(schemas).map(([name, schema]) => [`svc:${direction}:${name}`, schema]));
}

export const zodRules: EnvelopeRules = {
  envelope: envelopeSchema as Schema<z.infer<typeof envelopeSchema>>,
  event: routes('event', eventPayloadSchemas),
  action: routes('action', actionPayloadSchemas),
};

/** The same rules with every schema passed through `wrap`. */
export function wrapRules(rules: EnvelopeRules, wrap: SchemaWrapper): EnvelopeRules {
  const wrapAll = (schemas: Map<string, Schema<unknown>>) =>
    new Map([...schemas].map(([type, schema]) => [type, wrap(schema)]));
  return { envelope: wrap(rules.envelope), event: wrapAll(rules.event), action: wrapAll(rules.action) };
}

export function parseEnvelope(
  data: unknown,
  direction: 'event' | 'action',
  rules: EnvelopeRules,
): ParseResult<Record<string, unknown>> {
  try {
    if (!isPlainObject(data)) return parseFailure([], 'envelope must be a plain object', data);
    const envelope = rules.envelope.safeParse(data);
    if (!envelope.success) return envelope;
    const { type, payload, surface, timestamp } = envelope.data;
    if (envelope.data.direction !== direction) {
      return parseFailure(['direction'], `expected "${direction}"`, envelope.data.direction);
    }
    const schema = rules[direction].get(type);
    if (!schema) {
      const prefix = `svc:${direction}:`;
      const reason = type.startsWith(prefix) ? `unknown ${direction} type` : `must start with "${prefix}"`;
      return parseFailure(['type'], reason, type);
    }

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

/**
 * Plain objects of this realm, or with no prototype: what a structured clone (postMessage) makes.
 * Anything else is refused, so no field can ever be read through a prototype chain.
 */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === null || proto === Object.prototype;
}
