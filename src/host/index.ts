export type {
  EmbedEvent,
  EmbedEventName,
  EventEnvelope,
  EventPayloads,
  Surface,
} from '../envelope';
export { debugLog } from '../internal/debug-log';
export type { Diagnostic, DiagnosticHandler, DiagnosticReason } from '../internal/diagnostics';
export { DIAGNOSTIC_REASONS } from '../internal/diagnostics';
export type { EmbedErrorCode } from '../internal/errors';
export { EMBED_ERROR_CODES, EmbedError } from '../internal/errors';
export type {
  Extension,
  ExtensionContextBase,
  ExtensionHooksBase,
  ExtensionLifetime,
  ExtensionLog,
} from '../internal/extension';
export { EMBED_EVENT_NAMES } from '../protocol/names';
export type * from '../protocol/payload-names';
export { type AutoHeightOptions, autoHeight } from './auto-height';
export { EmbedController } from './controller';
export type {
  ControllerEventHandlers,
  EmbedControllerFields,
  EmbedControllerOptions,
  EmbedEventHandlers,
} from './controller-options';
export type { EmbedFilters, EmbedUrlFields, EmbedUrlOptions, JsonValue, SurfaceTarget } from './embed-url';
export { buildEmbedUrl } from './embed-url';
export type {
  EmbedCapabilities,
  HostExtension,
  HostExtensionContext,
  HostExtensionHooks,
} from './extension';
export { exitFullscreen, type FullscreenTarget, requestFullscreen } from './fullscreen';
export { type LazyLoadOptions, lazyLoad } from './lazy-load';
export { messagePort } from './message-port';
export { hideEmbed, type PreloadEmbedOptions, preloadEmbed, showEmbed } from './pre-render';
export { preconnect } from './preconnect';
export type { RenewalRetryOptions } from './renewal-options';
export type { RenewalFailure, RenewalStatus, RenewalTrigger, RenewalUpdate } from './session-renewal';
export { type SyncRouteOptions, syncRoute } from './sync-route';
export type { TransportChoice } from './transport-switch';
export type { UrlPart } from './url-param';
export { MAX_SCROLLS_PER_SECOND, type ViewportOptions, viewport } from './viewport';
export type { VisibleRegion } from './visible-region';
