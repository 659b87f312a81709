/**
 * The wrapper lifecycle: the one door through which React, Vue and the element reach it. It
 * reaches the host through the host's public entry, and the option shape the controller checks.
 */
export type { OptionShape } from '../internal/check-options';
export { EmbedLifecycle } from './embed-lifecycle';
export { KeptEmbeds, pageKeptEmbeds, releaseKeptEmbed } from './kept-embeds';
export type { KeepAliveOptions, LifecycleOptions, LifecycleSink } from './options';
export type { ColorScheme, EmbedSettings } from './settings-sync';
