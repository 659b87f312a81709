/** `@svc/embed/embed`: the iframe side of the protocol. Nothing here touches `window` at import time. */

export type { ActionEnvelope, EmbedAction, EmbedActionName } from '../envelope';
export { contentSize } from '../extensions/embed/content-size';
export {
  type EmbedViewport,
  type ScrollBlock,
  type ViewportEvents,
  type VisibleRegion,
  viewport,
} from '../extensions/embed/viewport';
export { debugLog } from '../internal/debug-log';
export {
  DIAGNOSTIC_REASONS,
  type Diagnostic,
  type DiagnosticHandler,
  type DiagnosticReason,
} from '../internal/diagnostics';
export { EMBED_ERROR_CODES, EmbedError, type EmbedErrorCode } from '../internal/errors';
export type {
  Extension,
  ExtensionContextBase,
  ExtensionHooksBase,
  ExtensionLifetime,
  ExtensionLog,
} from '../internal/extension';
export type * from '../protocol/payload-names';
export {
  EmbedEmitter,
  type EmittedEventName,
  MAX_PENDING_EVENTS,
  type ReadyInput,
} from './embed-emitter';
export type { EmbedExtension, EmbedExtensionContext, EmbedExtensionHooks } from './extension';
export { messagePort } from './message-port';
export type {
  ActionHandler,
  ActionHandlers,
  EmbedEmitterOptions,
  ExchangeSession,
  ExchangeSessionOptions,
  SessionExchangeResult,
} from './options';
export { isSetThemePayload } from './theme-check';
