import { EMBED_ERROR_CODES, EmbedError } from '../host';
import { createSvcEmbedClass } from './element';
import type { SvcEmbedElementConstructor } from './element-types';

/**
 * Registers `<svc-embed>` (or another tag name) and returns its class. Harmless to call again:
 * a name already in the registry is left alone and its class returned. Browser only.
 */
export function defineSvcEmbed(tagName = 'svc-embed'): SvcEmbedElementConstructor {
  if (typeof customElements === 'undefined')
    throw new EmbedError(
      EMBED_ERROR_CODES.browserOnly,
      'defineSvcEmbed() runs in the browser, not on a server: call it in client-side code',
    );
  const registered = customElements.get(tagName);
  if (registered) return registered as unknown as SvcEmbedElementConstructor;
  const element = createSvcEmbedClass();
  customElements.define(tagName, element);
  return element;
}
