import type { EmbedAction, EmbedEvent } from '../envelope';
import type { ActionPayloads, EmbedActionName } from './action-payloads';
import { envelopeCodec } from './codec';
import { type Decoded, type EnvelopeRules, validatorRoutes } from './envelope-parse';
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
const generatedRules: EnvelopeRules = /* @__PURE__ */ (() => ({
  envelope: { safeParse: validateEnvelope } as EnvelopeRules['envelope'],
  event: validatorRoutes('event', eventPayloadValidators),
  action: validatorRoutes('action', actionPayloadValidators),
  extensions: {
    event: validatorRoutes('event', extensionEventValidators),
    action: validatorRoutes('action', extensionActionValidators),
  },
  describe: describeIssues,
}))();

/** The codec of the host and embed entries: the rules of the core entry's `safeParse*` and `create*`, generated. */
export const generatedCodec = /* @__PURE__ */ envelopeCodec(generatedRules);

/** What the host's `message` listener decodes with. */
export const decodeReceivedEvent = (data: unknown) => generatedCodec.decodeEvent(data) as Decoded<EmbedEvent>;
/** What the embed's `message` listener decodes with. */
export const decodeReceivedAction = (data: unknown) =>
  generatedCodec.decodeAction(data) as Decoded<EmbedAction>;

/** `safeParseEvent` of the core entry, on the generated validators. */
export const parseReceivedEvent = (data: unknown) =>
  generatedCodec.parseEvent(data) as ParseResult<EmbedEvent>;
/** `safeParseAction` of the core entry, on the generated validators. */
export const parseReceivedAction = (data: unknown) =>
  generatedCodec.parseAction(data) as ParseResult<EmbedAction>;

/** `createEvent` of the core entry, on the generated validators. */
export const buildEvent = <N extends EmbedEventName>(
  name: N,
  payload: EventPayloads[N],
  surface: Surface,
  timestamp?: number,
) => generatedCodec.buildEvent(name, payload, surface, timestamp) as EmbedEvent<N>;

/** `createAction` of the core entry, on the generated validators. */
export const buildAction = <N extends EmbedActionName>(
  name: N,
  payload: ActionPayloads[N],
  timestamp?: number,
) => generatedCodec.buildAction(name, payload, timestamp) as EmbedAction<N>;

export const isActionName = (name: unknown): name is EmbedActionName =>
  typeof name === 'string' && Object.hasOwn(actionPayloadValidators, name);
