export type {
  EmbedController,
  EmbedFilters,
  EmbedTheme,
  EventPayloads,
  JsonValue,
  RenewalUpdate,
  SetThemePayload,
} from '../host';
export type { KeepAliveOptions } from '../lifecycle';
export type { EmbedEventProps } from './event-props';
export { SvcEmbedKeepAlive } from './keep-alive';
export type { UseEmbedOptions } from './options';
export { SvcEmbed, type SvcEmbedProps } from './svc-embed';
export { type UseEmbedResult, useEmbed } from './use-embed';
