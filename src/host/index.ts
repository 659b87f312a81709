export type {
  EmbedEvent,
  EmbedEventName,
  EmbedTheme,
  EventEnvelope,
  EventPayloads,
  Surface,
} from '../envelope';
export type { OptionKind, OptionShape } from '../internal/check-options';
export { checkOptions } from '../internal/check-options';
export type { Diagnostic, DiagnosticHandler, DiagnosticReason } from '../internal/diagnostics';
export { DIAGNOSTIC_REASONS } from '../internal/diagnostics';
export type { EmbedErrorCode } from '../internal/errors';
export { EMBED_ERROR_CODES, EmbedError } from '../internal/errors';
export { EMBED_EVENT_NAMES } from '../protocol/names';
export type * from '../protocol/payload-names';
export type { AutoHeightOptions } from './auto-height';
export type { EmbedCapabilities } from './capabilities';
export { EmbedController } from './controller';
export { CONTROLLER_OPTION_SHAPE } from './controller-option-shape';
export type { EmbedControllerOptions, EmbedEventHandlers } from './controller-options';
export type { EmbedFilters, EmbedUrlOptions, JsonValue } from './embed-url';
export { buildEmbedUrl } from './embed-url';
export { embedIframeTitle } from './iframe';
export type { RenewalRetryOptions } from './renewal-options';
export type { RenewalFailure, RenewalStatus, RenewalTrigger, RenewalUpdate } from './session-renewal';
