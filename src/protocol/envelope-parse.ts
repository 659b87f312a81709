import { type ParseError, type ParseResult, parseFailure, UNKNOWN_TYPE_CODE } from './parse-error';
import { plainObject } from './rules';
import type { Surface } from './values';

// The envelope rules (README "Envelopes"): checks an envelope and its payload with the rules given; reads no zod.

/** The `source` of every envelope: `svc-embed`. */
export const EMBED_SOURCE = 'svc-embed';

/** What the envelope schema leaves of a message: the fields `parseEnvelope` reads. */
export interface EnvelopeFields {
  source: typeof EMBED_SOURCE;
  direction: 'event' | 'action';
  type: string;
  timestamp: number;
  payload: Record<string, unknown>;
  surface?: Surface | undefined;
}

export interface Schema<T> {
  safeParse(input: unknown): ParseResult<T>;
}

export interface EnvelopeRules {
  envelope: Schema<EnvelopeFields>;
  event: Map<string, Schema<unknown>>;
  action: Map<string, Schema<unknown>>;
  /** Words for a refused parse: `describeParseError` for zod's errors, `describeIssues` for the generated ones. */
  describe: (error: ParseError) => string;
}

/** Payload schemas by full type (`svc:event:ready`). */
export function routes(direction: 'event' | 'action', schemas: Record<string, Schema<unknown>>) {
  // A Map, never a plain-object key: `__proto__` or `constructor` must find nothing.
  return new Map(Object.entries(schemas).map(([name, schema]) => [`svc:${direction}:${name}`, schema]));
}

/** Routes of validator functions (the generated ones), each as a schema. */
export const validatorRoutes = (
  direction: 'event' | 'action',
  validators: Record<string, Schema<unknown>['safeParse']>,
) =>
  routes(
    direction,
    Object.fromEntries(Object.entries(validators).map(([name, safeParse]) => [name, { safeParse }])),
  );

export function parseEnvelope(
  data: unknown,
  direction: 'event' | 'action',
  rules: EnvelopeRules,
): ParseResult<Record<string, unknown>> {
  try {
    if (!plainObject.test(data)) return parseFailure([], 'envelope must be a plain object', data);
    const envelope = rules.envelope.safeParse(data);
    if (!envelope.success) return envelope;
    const { type, payload, surface, timestamp } = envelope.data;
    if (envelope.data.direction !== direction) {
      return parseFailure(['direction'], `expected "${direction}"`, envelope.data.direction);
    }
    const schema = rules[direction].get(type);
    if (!schema) {
      const prefix = `svc:${direction}:`;
      return type.startsWith(prefix)
        ? parseFailure(['type'], `unknown ${direction} type`, type, UNKNOWN_TYPE_CODE)
        : parseFailure(['type'], `must start with "${prefix}"`, type);
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
