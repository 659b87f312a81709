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
 * What a received message is: a core message or an extension's, each checked by its own type's
 * rules; a valid envelope of a type with the direction's prefix that no rules here know (another
 * extension's, or none: its handler checks the payload); or refused.
 */
export type Decoded<Core extends EnvelopeFields = EnvelopeFields> =
  | { kind: 'core'; type: string; envelope: Core }
  | { kind: 'extension'; type: string; envelope: EnvelopeFields }
  | { kind: 'unknown'; type: string; error: ParseError }
  | { kind: 'refused'; error: ParseError };

/** Payload schemas by full type. */
export function routes(direction: Direction, schemas: Record<string, Schema<unknown>>): Routes {
  return new Map(Object.entries(schemas).map(([name, schema]) => [`svc:${direction}:${name}`, schema]));
}

/** Routes of validator functions (the generated ones), each as a schema. */
export const validatorRoutes = (
  direction: Direction,
  validators: Record<string, Schema<unknown>['safeParse']>,
) =>
  routes(
    direction,
    Object.fromEntries(Object.entries(validators).map(([name, safeParse]) => [name, { safeParse }])),
  );

export const NO_ROUTES: Routes = /* @__PURE__ */ new Map();

const refused = (error: ParseError): Decoded => ({ kind: 'refused', error });
const refuse = (path: PropertyKey[], message: string, input: unknown): Decoded =>
  refused(parseFailure(path, message, input).error);

/** The refusal of a type beyond the catalog, as the public `safeParse*` report it. */
export const unknownTypeError = (direction: Direction, type: string): ParseError =>
  parseFailure(['type'], `unknown ${direction} type`, type, UNKNOWN_TYPE_CODE).error;

export function decodeEnvelope(data: unknown, direction: Direction, rules: EnvelopeRules): Decoded {
  try {
    if (!plainObject.test(data)) return refuse([], 'envelope must be a plain object', data);
    // The type first: it picks the rules the whole message is checked with.
    const claimed = data.type;
    const core = typeof claimed === 'string' ? rules[direction].get(claimed) : undefined;
    const extension =
      core || typeof claimed !== 'string' ? undefined : rules.extensions[direction].get(claimed);
    const envelope = rules.envelope.safeParse(data);
    if (!envelope.success) return refused(envelope.error);
    const { type, payload, surface, timestamp } = envelope.data;
    if (envelope.data.direction !== direction) {
      return refuse(['direction'], `expected "${direction}"`, envelope.data.direction);
    }
    const schema = core ?? extension;
    if (!schema) {
      const prefix = `svc:${direction}:`;
      return type.startsWith(prefix)
        ? { kind: 'unknown', type, error: unknownTypeError(direction, type) }
        : refuse(['type'], `must start with "${prefix}"`, type);
    }

    if (direction === 'event' && surface === undefined)
      return refuse(['surface'], 'required on events', surface);
    if (direction === 'action' && Object.hasOwn(data, 'surface')) {
      return refuse(['surface'], 'not allowed on actions', surface);
    }

    const parsed = schema.safeParse(payload);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) issue.path.unshift('payload');
      return refused(parsed.error);
    }
    const parsedPayload = parsed.data as Record<string, unknown>;
    if ('surface' in parsedPayload && parsedPayload.surface !== surface) {
      return refuse(['payload', 'surface'], 'must equal the envelope surface', parsedPayload.surface);
    }
    return {
      kind: core ? 'core' : 'extension',
      type,
      envelope: envelopeOf(direction, type, parsedPayload, timestamp, surface),
    };
  } catch (cause) {
    // Only hostile objects (throwing getters, revoked proxies) get here; never from postMessage data.
    return refuse([], `envelope could not be read: ${String(cause)}`, undefined);
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

/** A decoded message as a `safeParse` result: success for a message of the kinds given. */
export function asParseResult(decoded: Decoded, accepted: 'core' | 'extension'): ParseResult<EnvelopeFields> {
  if (decoded.kind === accepted) return { success: true, data: decoded.envelope };
  if (decoded.kind === 'refused' || decoded.kind === 'unknown')
    return { success: false, error: decoded.error };
  // A message of the other kind is a type these rules do not accept: unknown to them.
  const direction = decoded.type.startsWith('svc:event:') ? 'event' : 'action';
  return { success: false, error: unknownTypeError(direction, decoded.type) };
}

/** Checks a message as a core envelope of `direction` with `rules`: the core entry's `safeParse*`. */
export const parseEnvelope = (data: unknown, direction: Direction, rules: EnvelopeRules) =>
  asParseResult(decodeEnvelope(data, direction, rules), 'core');
