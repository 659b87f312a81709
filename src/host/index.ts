export type {
  EmbedEvent,
  EmbedEventName,
  EventEnvelope,
  EventPayloads,
  Surface,
} from '../envelope';
export { type AutoHeightOptions, autoHeight } from '../extensions/host/auto-height';
export { exitFullscreen, type FullscreenTarget, requestFullscreen } from '../extensions/host/fullscreen';
export { type LazyLoadOptions, lazyLoad } from '../extensions/host/lazy-load';
export { hideEmbed, type PreloadEmbedOptions, preloadEmbed, showEmbed } from '../extensions/host/pre-render';
export { type SyncRouteOptions, syncRoute } from '../extensions/host/sync-route';
export type { UrlPart } from '../extensions/host/url-param';
export { MAX_SCROLLS_PER_SECOND, type ViewportOptions, viewport } from '../extensions/host/viewport';
export type { VisibleRegion } from '../extensions/host/visible-region';
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
export { messagePort } from './message-port';
export { preconnect } from './preconnect';
export type { RenewalRetryOptions } from './renewal-options';
export type { RenewalFailure, RenewalStatus, RenewalTrigger, RenewalUpdate } from './session-renewal';
export type { TransportChoice } from './transport-switch';
