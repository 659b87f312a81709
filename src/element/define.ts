import { createSvcEmbedClass } from './element';
import type { SvcEmbedElementConstructor } from './element-types';

/**
 * Registers `<svc-embed>` (or another tag name) and returns its class. Harmless to call again:
 * a name already in the registry is left alone and its class returned. Browser only.
 */
export function defineSvcEmbed(tagName = 'svc-embed'): SvcEmbedElementConstructor {
  const registered = customElements.get(tagName);
  if (registered) return registered as unknown as SvcEmbedElementConstructor;
  const element = createSvcEmbedClass();
  customElements.define(tagName, element);
  return element;
}
