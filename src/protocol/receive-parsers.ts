import type { EmbedAction, EmbedEvent } from '../envelope';
import type { ActionPayloads, EmbedActionName } from './action-payloads';
import { createEnvelope } from './create-envelope';
import { type EnvelopeRules, parseEnvelope, validatorRoutes } from './envelope-parse';
import type { EmbedEventName, EventPayloads } from './event-payloads';
import { actionPayloadValidators, eventPayloadValidators, validateEnvelope } from './generated/validators';
import { describeIssues, type ParseResult } from './parse-error';
import type { Surface } from './values';

/**
 * The host and embed entries parse and build envelopes with validators generated from the zod schemas
 * (src/protocol/generated, `npm run generate`): same verdicts and output as zod, without zod's runtime.
 */

const generatedRules: EnvelopeRules = /* @__PURE__ */ (() => ({
  envelope: { safeParse: validateEnvelope } as EnvelopeRules['envelope'],
  event: validatorRoutes('event', eventPayloadValidators),
  action: validatorRoutes('action', actionPayloadValidators),
  describe: describeIssues,
}))();

/** What the host's `message` listener parses with: the rules of `safeParseEvent`, generated. */
export function parseReceivedEvent(data: unknown): ParseResult<EmbedEvent> {
  return parseEnvelope(data, 'event', generatedRules) as ParseResult<EmbedEvent>;
}

/** What the embed's `message` listener parses with: the rules of `safeParseAction`, generated. */
export function parseReceivedAction(data: unknown): ParseResult<EmbedAction> {
  return parseEnvelope(data, 'action', generatedRules) as ParseResult<EmbedAction>;
}

/** `createEvent` of the core entry, on the generated validators. */
export function buildEvent<N extends EmbedEventName>(
  name: N,
  payload: EventPayloads[N],
  surface: Surface,
  timestamp: number = Date.now(),
): EmbedEvent<N> {
  return createEnvelope(generatedRules, 'event', name, payload, timestamp, surface) as EmbedEvent<N>;
}

/** `createAction` of the core entry, on the generated validators. */
export function buildAction<N extends EmbedActionName>(
  name: N,
  payload: ActionPayloads[N],
  timestamp: number = Date.now(),
): EmbedAction<N> {
  return createEnvelope(generatedRules, 'action', name, payload, timestamp) as EmbedAction<N>;
}

export const isActionName = (name: unknown): name is EmbedActionName =>
  typeof name === 'string' && Object.hasOwn(actionPayloadValidators, name);
