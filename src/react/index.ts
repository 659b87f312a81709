export type {
  EmbedController,
  EmbedFilters,
  EmbedTheme,
  EventPayloads,
  JsonValue,
  RenewalUpdate,
  SetThemePayload,
  SurfaceTarget,
} from '../host';
export type { KeepAliveOptions } from '../lifecycle';
export type { EmbedEventProps } from './event-props';
export { SvcEmbedKeepAlive } from './keep-alive';
export type { UseEmbedFields, UseEmbedOptions } from './options';
export { SvcEmbed, type SvcEmbedElementProps, type SvcEmbedProps } from './svc-embed';
export { type UseEmbedResult, useEmbed } from './use-embed';
