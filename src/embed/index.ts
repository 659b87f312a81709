/** `@svc/embed/embed`: the iframe side of the protocol. Nothing here touches `window` at import time. */

export type { ActionEnvelope, EmbedAction, EmbedActionName } from '../envelope';
export {
  DIAGNOSTIC_REASONS,
  type Diagnostic,
  type DiagnosticHandler,
  type DiagnosticReason,
} from '../internal/diagnostics';
export { EMBED_ERROR_CODES, EmbedError, type EmbedErrorCode } from '../internal/errors';
export type * from '../protocol/payload-names';
export {
  EmbedEmitter,
  type EmittedEventName,
  MAX_PENDING_EVENTS,
  type ReadyInput,
} from './embed-emitter';
export type {
  ActionHandler,
  ActionHandlers,
  EmbedEmitterOptions,
  ExchangeSession,
  ExchangeSessionOptions,
  SessionExchangeResult,
} from './options';
export { isEmbedTheme } from './theme-check';
