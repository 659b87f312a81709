import type { SvcEmbedElement } from './element-types';

export { defineSvcEmbed } from './define';
export type { SvcEmbedElement, SvcEmbedElementConstructor, SvcEmbedProperties } from './element-types';
export type { SvcEmbedEventMap } from './events';
export type { ColorScheme, EmbedSettings } from './settings-sync';

declare global {
  interface HTMLElementTagNameMap {
    'svc-embed': SvcEmbedElement;
  }
}
