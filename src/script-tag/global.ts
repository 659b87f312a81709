/**
 * What the script-tag IIFE build (`dist/browser/svc-embed.min.js`) puts on `window.SvcEmbed` for pages
 * without a bundler. Not a package entry: npm users import `@svc/embed/host` and friends instead.
 */

export { defineSvcEmbed } from '../element/define';
export {
  autoHeight,
  buildEmbedUrl,
  debugLog,
  EMBED_ERROR_CODES,
  EMBED_EVENT_NAMES,
  EmbedController,
  EmbedError,
  exitFullscreen,
  hideEmbed,
  lazyLoad,
  messagePort,
  preconnect,
  preloadEmbed,
  requestFullscreen,
  showEmbed,
  syncRoute,
} from '../host';
export { releaseKeptEmbed } from '../lifecycle';
