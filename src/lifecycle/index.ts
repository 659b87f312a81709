/**
 * The wrapper lifecycle: the one door through which React, Vue and the element reach it. It
 * reaches the host only through the host's public entry.
 */
export { EmbedLifecycle } from './embed-lifecycle';
export type { LifecycleOptions, LifecycleSink } from './options';
export type { ColorScheme, EmbedSettings } from './settings-sync';
