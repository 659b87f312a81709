export type { EmbedController, EmbedFilters, JsonValue, RenewalUpdate } from '../host';
export type { KeepAliveOptions } from '../lifecycle';
export type { EmbedNotify, SvcEmbedEmits, SvcEmbedEventName, SvcEmbedEventPayloads } from './emits';
export { SvcEmbedKeepAlive } from './keep-alive';
export type { ColorScheme, SvcEmbedProps } from './props';
export { SvcEmbed } from './svc-embed';
export type { UseEmbedResult } from './use-embed';
export { useEmbed } from './use-embed';
