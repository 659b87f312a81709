import type { EmbedAction, EmbedEvent } from '../envelope';
import type { ActionPayloads, EmbedActionName } from './action-payloads';
import { createEnvelope } from './create-envelope';
import {
  accepting,
  type Decoded,
  decodeEnvelope,
  type EnvelopeRules,
  validatorRoutes,
} from './envelope-parse';
import type { EmbedEventName, EventPayloads } from './event-payloads';
import {
  actionPayloadValidators,
  eventPayloadValidators,
  extensionActionValidators,
  extensionEventValidators,
  validateEnvelope,
} from './generated/validators';
import { describeIssues, type ParseResult } from './parse-error';
import type { Surface } from './values';

/**
 * The host and embed entries parse and build envelopes with validators generated from the zod schemas
 * (src/protocol/generated, `npm run generate`): same verdicts and output as zod, without zod's runtime;
 * and they know the payload rules of the extensions this library ships.
 */
export const generatedRules: EnvelopeRules = /* @__PURE__ */ (() => ({
  envelope: { safeParse: validateEnvelope } as EnvelopeRules['envelope'],
  event: validatorRoutes('event', eventPayloadValidators),
  action: validatorRoutes('action', actionPayloadValidators),
  extensions: {
    event: validatorRoutes('event', extensionEventValidators),
    action: validatorRoutes('action', extensionActionValidators),
  },
  describe: describeIssues,
}))();

/** What the host's `message` listener decodes with. */
export const decodeReceivedEvent = (data: unknown) =>
  decodeEnvelope(data, 'event', generatedRules) as Decoded<EmbedEvent>;
/** What the embed's `message` listener decodes with. */
export const decodeReceivedAction = (data: unknown) =>
  decodeEnvelope(data, 'action', generatedRules) as Decoded<EmbedAction>;

/** `safeParseEvent` of the core entry, on the generated validators. */
export const parseReceivedEvent = (data: unknown) =>
  accepting(decodeEnvelope(data, 'event', generatedRules), false) as ParseResult<EmbedEvent>;
/** `safeParseAction` of the core entry, on the generated validators. */
export const parseReceivedAction = (data: unknown) =>
  accepting(decodeEnvelope(data, 'action', generatedRules), false) as ParseResult<EmbedAction>;

/** `createEvent` of the core entry, on the generated validators. */
export const buildEvent = <N extends EmbedEventName>(
  name: N,
  payload: EventPayloads[N],
  surface: Surface,
  timestamp?: number,
) =>
  createEnvelope(generatedRules, 'event', name, payload, timestamp ?? Date.now(), surface) as EmbedEvent<N>;

/** `createAction` of the core entry, on the generated validators. */
export const buildAction = <N extends EmbedActionName>(
  name: N,
  payload: ActionPayloads[N],
  timestamp?: number,
) => createEnvelope(generatedRules, 'action', name, payload, timestamp ?? Date.now()) as EmbedAction<N>;

export const isActionName = (name: unknown): name is EmbedActionName =>
  typeof name === 'string' && Object.hasOwn(actionPayloadValidators, name);
