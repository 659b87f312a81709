import type { Surface } from '../protocol/values';

/**
 * The title of an embed's iframe, for screen readers: the one given, else `Embedded <surface>`.
 * The controller sets it on the iframe it creates; the wrappers' lifecycle, when `title` changes.
 */
export function embedIframeTitle(surface: Surface, title?: string): string {
  return title ?? `Embedded ${surface}`;
}
