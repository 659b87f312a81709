import type { EmbedAction, EmbedEvent } from '../envelope';
import type { ActionPayloads, EmbedActionName } from './action-payloads';
import { createEnvelope } from './create-envelope';
import {
  accepting,
  type Decoded,
  decodeEnvelope,
  type EnvelopeRules,
  NO_ROUTES,
  type Routes,
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
 * and they know the payload rules of the extensions this library ships. Each use has the rules it
 * reads and no more, so that a side bundles only the validators of what it receives and builds: a
 * controller receives events and builds actions, an emitter the reverse, and neither builds an
 * extension's message with a schema (its values are the library's own).
 */
const rules = (event: Routes, action: Routes, extensionEvent = NO_ROUTES, extensionAction = NO_ROUTES) => ({
  envelope: { safeParse: validateEnvelope } as EnvelopeRules['envelope'],
  event,
  action,
  extensions: { event: extensionEvent, action: extensionAction },
  describe: describeIssues,
});
const coreEvents = /* @__PURE__ */ validatorRoutes('event', eventPayloadValidators);
const coreActions = /* @__PURE__ */ validatorRoutes('action', actionPayloadValidators);

/** Received events: the core catalog's and the extensions' (the host). */
export const receivedEventRules: EnvelopeRules = /* @__PURE__ */ rules(
  coreEvents,
  NO_ROUTES,
  /* @__PURE__ */ validatorRoutes('event', extensionEventValidators),
);
/** Received actions: the core catalog's and the extensions' (the embed). */
export const receivedActionRules: EnvelopeRules = /* @__PURE__ */ rules(
  NO_ROUTES,
  coreActions,
  NO_ROUTES,
  /* @__PURE__ */ validatorRoutes('action', extensionActionValidators),
);
/** Events built by the library: the core catalog's only (the embed). */
const builtEventRules = /* @__PURE__ */ rules(coreEvents, NO_ROUTES);
/** Actions built by the library: the core catalog's only (the host). */
const builtActionRules = /* @__PURE__ */ rules(NO_ROUTES, coreActions);

/** What the host's `message` listener decodes with. */
export const decodeReceivedEvent = (data: unknown) =>
  decodeEnvelope(data, 'event', receivedEventRules) as Decoded<EmbedEvent>;
/** What the embed's `message` listener decodes with. */
export const decodeReceivedAction = (data: unknown) =>
  decodeEnvelope(data, 'action', receivedActionRules) as Decoded<EmbedAction>;

/** `safeParseEvent` of the core entry, on the generated validators. */
export const parseReceivedEvent = (data: unknown) =>
  accepting(decodeEnvelope(data, 'event', receivedEventRules), false) as ParseResult<EmbedEvent>;
/** `safeParseAction` of the core entry, on the generated validators. */
export const parseReceivedAction = (data: unknown) =>
  accepting(decodeEnvelope(data, 'action', receivedActionRules), false) as ParseResult<EmbedAction>;

/** `createEvent` of the core entry, on the generated validators. */
export const buildEvent = <N extends EmbedEventName>(
  name: N,
  payload: EventPayloads[N],
  surface: Surface,
  timestamp?: number,
) =>
  createEnvelope(builtEventRules, 'event', name, payload, timestamp ?? Date.now(), surface) as EmbedEvent<N>;

/** `createAction` of the core entry, on the generated validators. */
export const buildAction = <N extends EmbedActionName>(
  name: N,
  payload: ActionPayloads[N],
  timestamp?: number,
) => createEnvelope(builtActionRules, 'action', name, payload, timestamp ?? Date.now()) as EmbedAction<N>;

export const isActionName = (name: unknown): name is EmbedActionName =>
  typeof name === 'string' && Object.hasOwn(actionPayloadValidators, name);
