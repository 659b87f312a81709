import type { EmbedActionName } from './protocol/action-payloads';
import { createEnvelope } from './protocol/create-envelope';
import { accepting, decodeEnvelope } from './protocol/envelope-parse';
import { type EMBED_SOURCE, zodRules } from './protocol/envelope-rules';
import type { EmbedEventName } from './protocol/event-payloads';
import type { ParseResult } from './protocol/parse-error';
import type { ActionPayloads, EventPayloads } from './protocol/payload-names';
import type { Surface } from './protocol/values';

export { EMBED_ERROR_CODES, EmbedError, type EmbedErrorCode } from './internal/errors';
export type { EmbedActionName } from './protocol/action-payloads';
export { EMBED_SOURCE } from './protocol/envelope-rules';
export type { EmbedEventName } from './protocol/event-payloads';
export {
  FILTER_NAME_PREFIX,
  type FilterParseResult,
  parseFilterParameter,
} from './protocol/filter-parameter';
export { EMBED_EVENT_NAMES } from './protocol/names';
export type { ParseError, ParseIssue, ParseResult } from './protocol/parse-error';
export { describeParseError } from './protocol/parse-error';
export type * from './protocol/payload-names';
export type { EmbedMode, Surface } from './protocol/values';
export { EMBED_MODES, isIanaTimeZone, isInEmbedPath, isValidLocale, SURFACES } from './protocol/values';

/** The `type` of an event envelope: `svc:event:<name>`. */
export type EmbedEventType<N extends EmbedEventName = EmbedEventName> = `svc:event:${N}`;
/** The `type` of an action envelope: `svc:action:<name>`. */
export type EmbedActionType<N extends EmbedActionName = EmbedActionName> = `svc:action:${N}`;

/** The envelope of one event (embed to host). An interface, so that an editor shows it by name. */
export interface EventEnvelope<N extends EmbedEventName> {
  /** Always `svc-embed`. */
  source: typeof EMBED_SOURCE;
  /** `event`: embed to host. */
  direction: 'event';
  /** `svc:event:<name>`. */
  type: EmbedEventType<N>;
  /** The payload of this event. */
  payload: EventPayloads[N];
  /** When it was sent, epoch ms. */
  timestamp: number;
  /** The surface that sent it: `dashboard`, `app` or `chat`. */
  surface: Surface;
}

/** The envelope of one action (host to embed); actions never carry a surface. */
export interface ActionEnvelope<N extends EmbedActionName> {
  /** Always `svc-embed`. */
  source: typeof EMBED_SOURCE;
  /** `action`: host to embed. */
  direction: 'action';
  /** `svc:action:<name>`. */
  type: EmbedActionType<N>;
  /** The payload of this action. */
  payload: ActionPayloads[N];
  /** When it was sent, epoch ms. */
  timestamp: number;
}

/** An event envelope; with no argument, the union of all ten (narrow it on `type`). */
export type EmbedEvent<N extends EmbedEventName = EmbedEventName> = { [K in N]: EventEnvelope<K> }[N];

/** An action envelope; with no argument, the union of all eight (narrow it on `type`). */
export type EmbedAction<N extends EmbedActionName = EmbedActionName> = { [K in N]: ActionEnvelope<K> }[N];

/** Checks a received message as an event envelope; never throws. Unknown payload fields are dropped. */
export function safeParseEvent(data: unknown): ParseResult<EmbedEvent> {
  return accepting(decodeEnvelope(data, 'event', zodRules), false) as ParseResult<EmbedEvent>;
}

/** Checks a received message as an action envelope; never throws. Unknown payload fields are dropped. */
export function safeParseAction(data: unknown): ParseResult<EmbedAction> {
  return accepting(decodeEnvelope(data, 'action', zodRules), false) as ParseResult<EmbedAction>;
}

/** Build a valid event envelope; an invalid one throws `EmbedError('invalid-argument')` naming the field. */
export function createEvent<N extends EmbedEventName>(
  name: N,
  payload: EventPayloads[N],
  surface: Surface,
  timestamp: number = Date.now(),
): EmbedEvent<N> {
  return createEnvelope(zodRules, 'event', name, payload, timestamp, surface) as EmbedEvent<N>;
}

/** Build a valid action envelope; an invalid one throws `EmbedError('invalid-argument')` naming the field. */
export function createAction<N extends EmbedActionName>(
  name: N,
  payload: ActionPayloads[N],
  timestamp: number = Date.now(),
): EmbedAction<N> {
  return createEnvelope(zodRules, 'action', name, payload, timestamp) as EmbedAction<N>;
}
