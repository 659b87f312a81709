import type { SvcEmbedElement } from './element-types';

export { type ColorScheme, type EmbedSettings, releaseKeptEmbed } from '../lifecycle';
export { defineSvcEmbed } from './define';
export type { SvcEmbedElement, SvcEmbedElementConstructor, SvcEmbedProperties } from './element-types';
export type { SvcEmbedElementEventMap } from './events';

declare global {
  interface HTMLElementTagNameMap {
    'svc-embed': SvcEmbedElement;
  }
}
