import type { Surface } from '../envelope';
import { embedIframeTitle } from './iframe-title';

/**
 * A full-size iframe with what an embed needs and no more: clipboard and fullscreen, a
 * title for screen readers, and a referrer that reveals only the host's origin (the embed
 * reads it to know where it may post).
 */
export function createEmbedIframe(src: string, surface: Surface, title?: string): HTMLIFrameElement {
  const iframe = document.createElement('iframe');
  iframe.title = embedIframeTitle(surface, title);
  iframe.allow = 'clipboard-read; clipboard-write; fullscreen';
  iframe.referrerPolicy = 'origin';
  // Without a size from the page an iframe is 150 px tall; 480 px shows a dashboard's first rows.
  iframe.style.cssText = 'display:block;width:100%;height:100%;min-height:480px;border:0';
  // No address yet (a first session still being minted): the iframe loads nothing until it has one.
  if (src) iframe.src = src;
  return iframe;
}
