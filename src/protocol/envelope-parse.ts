import { type ParseError, type ParseResult, parseFailure, UNKNOWN_TYPE_CODE } from './parse-error';
import { plainObject } from './rules';
import type { Surface } from './values';

// The envelope rules (README "Envelopes"): looks a message's type up, then checks the envelope and
// its payload with that type's rules, once; reads no zod.

/** The `source` of every envelope: `svc-embed`. */
export const EMBED_SOURCE = 'svc-embed';

export type Direction = 'event' | 'action';

/** What the envelope schema leaves of a message: the fields `decodeEnvelope` reads. */
export interface EnvelopeFields {
  source: typeof EMBED_SOURCE;
  direction: Direction;
  type: string;
  timestamp: number;
  payload: Record<string, unknown>;
  surface?: Surface | undefined;
}

export interface Schema<T> {
  safeParse(input: unknown): ParseResult<T>;
}

/** Payload schemas by full type (`svc:event:ready`). A Map: `__proto__` or `constructor` finds nothing. */
export type Routes = ReadonlyMap<string, Schema<unknown>>;

export interface EnvelopeRules {
  envelope: Schema<EnvelopeFields>;
  /** The core catalog's payload rules. */
  event: Routes;
  action: Routes;
  /** The payload rules of the extensions this library ships (none in the core entry). */
  extensions: { event: Routes; action: Routes };
  /** Words for a refused parse: `describeParseError` for zod's errors, `describeIssues` for the generated ones. */
  describe: (error: ParseError) => string;
}

/**
 * A received message checked by its own type's rules: a core message, or (`extension`) one of an
 * extension this library ships; refused, where `unknownType` marks a valid envelope of a type with
 * the direction's prefix that no rules here know (another extension's: its handler checks it).
 */
export type Decoded<Core extends EnvelopeFields = EnvelopeFields> =
  | { success: true; data: Core; extension?: undefined; error?: never }
  | { success: true; data: EnvelopeFields; extension: true; error?: never }
  | { success: false; error: ParseError; unknownType?: string; data?: never };

/** Payload schemas by full type. */
export function routes(direction: Direction, schemas: Record<string, Schema<unknown>>): Routes {
  return new Map(Object.entries(schemas).map(([name, schema]) => [`svc:${direction}:${name}`, schema]));
}

/** Routes of validator functions (the generated ones), each as a schema. */
export const validatorRoutes = (
  direction: Direction,
  validators: Record<string, Schema<unknown>['safeParse']>,
): Routes =>
  new Map(Object.entries(validators).map(([name, safeParse]) => [`svc:${direction}:${name}`, { safeParse }]));

export const NO_ROUTES: Routes = /* @__PURE__ */ new Map();

/** The refusal of a type beyond the catalog, as the public `safeParse*` report it. */
const unknownType = (direction: Direction, type: string) =>
  parseFailure(['type'], `unknown ${direction} type`, type, UNKNOWN_TYPE_CODE);

export function decodeEnvelope(data: unknown, direction: Direction, rules: EnvelopeRules): Decoded {
  try {
    if (!plainObject.test(data)) return parseFailure([], 'envelope must be a plain object', data);
    // The type first: it picks the rules the whole message is checked with.
    const core = rules[direction].get(data.type as string);
    const schema = core ?? rules.extensions[direction].get(data.type as string);
    const envelope = rules.envelope.safeParse(data);
    if (!envelope.success) return envelope;
    const { type, payload, surface, timestamp } = envelope.data;
    if (envelope.data.direction !== direction) {
      return parseFailure(['direction'], `expected "${direction}"`, envelope.data.direction);
    }
    if (!schema) {
      const prefix = `svc:${direction}:`;
      return type.startsWith(prefix)
        ? { ...unknownType(direction, type), unknownType: type }
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
    const checked = envelopeOf(direction, type, parsedPayload, timestamp, surface);
    return core ? { success: true, data: checked } : { success: true, data: checked, extension: true };
  } catch (cause) {
    // Only hostile objects (throwing getters, revoked proxies) get here; never from postMessage data.
    return parseFailure([], `envelope could not be read: ${String(cause)}`, undefined);
  }
}

/** An envelope built field by field, in the wire order; only events carry a surface. */
export function envelopeOf(
  direction: Direction,
  type: string,
  payload: Record<string, unknown>,
  timestamp: number,
  surface: Surface | undefined,
): EnvelopeFields {
  return direction === 'event'
    ? { source: EMBED_SOURCE, direction, type, payload, timestamp, surface }
    : { source: EMBED_SOURCE, direction, type, payload, timestamp };
}

/** A decoded message as a `safeParse` result: success only for a message of the kind asked for. */
export function accepting(decoded: Decoded, extension: boolean): ParseResult<EnvelopeFields> {
  if (!decoded.success) return { success: false, error: decoded.error };
  if (!decoded.extension === !extension) return { success: true, data: decoded.data };
  return unknownType(decoded.data.direction, decoded.data.type);
}
