/** `@svc/embed/embed`: the iframe side of the protocol. Nothing here touches `window` at import time. */

export {
  DIAGNOSTIC_REASONS,
  type Diagnostic,
  type DiagnosticHandler,
  type DiagnosticReason,
} from '../internal/diagnostics';
export { EMBED_ERROR_CODES, EmbedError, type EmbedErrorCode } from '../internal/errors';
export {
  EmbedEmitter,
  type EmittedEventName,
  MAX_PENDING_EVENTS,
  type ReadyPayload,
} from './embed-emitter';
export type {
  ActionHandler,
  ActionHandlers,
  EmbedEmitterOptions,
  SessionExchangeResult,
} from './options';
