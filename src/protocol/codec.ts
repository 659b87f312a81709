import { createEnvelope } from './create-envelope';
import {
  asParseResult,
  type Decoded,
  decodeEnvelope,
  type EnvelopeFields,
  type EnvelopeRules,
} from './envelope-parse';
import type { ParseResult } from './parse-error';
import type { Surface } from './values';

/**
 * The one codec of both sides, on the rules given: the core entry gives zod's (its public
 * `safeParse*` and `create*`, typed in src/envelope.ts), the host and embed entries the validators
 * generated from them (typed in receive-parsers.ts).
 */
export interface Codec {
  /** A received event: a core one, an extension's (checked by its rules), an unknown type, or refused. */
  decodeEvent(data: unknown): Decoded;
  decodeAction(data: unknown): Decoded;
  /** A core event envelope, or why not; never throws. */
  parseEvent(data: unknown): ParseResult<EnvelopeFields>;
  parseAction(data: unknown): ParseResult<EnvelopeFields>;
  /** Builds a core envelope; an invalid value throws `EmbedError('invalid-argument')` naming the field. */
  buildEvent(name: string, payload: object, surface: Surface, timestamp?: number): EnvelopeFields;
  buildAction(name: string, payload: object, timestamp?: number): EnvelopeFields;
}

export function envelopeCodec(rules: EnvelopeRules): Codec {
  const decodeEvent = (data: unknown) => decodeEnvelope(data, 'event', rules);
  const decodeAction = (data: unknown) => decodeEnvelope(data, 'action', rules);
  return {
    decodeEvent,
    decodeAction,
    parseEvent: (data) => asParseResult(decodeEvent(data), 'core'),
    parseAction: (data) => asParseResult(decodeAction(data), 'core'),
    buildEvent: (name, payload, surface, timestamp = Date.now()) =>
      createEnvelope(rules, 'event', name, payload, timestamp, surface),
    buildAction: (name, payload, timestamp = Date.now()) =>
      createEnvelope(rules, 'action', name, payload, timestamp),
  };
}
