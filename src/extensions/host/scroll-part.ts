import type { ExtensionEventPayloads } from '../../protocol/extension-payloads';

/** A scroll request of the embed: a part of its iframe, in the iframe's own CSS px. */
export type ScrollRequest = ExtensionEventPayloads['viewport'];

/**
 * Brings the part of `iframe` into view in each scrolling ancestor, innermost first, then the
 * page. The part is first clamped to the iframe's content box: an embed can never scroll the
 * host to anything outside itself. Smooth unless the viewer prefers reduced motion.
 */
export function scrollToPart(iframe: HTMLIFrameElement, { top, height, block }: ScrollRequest): void {
  const limit = iframe.clientHeight;
  const start = Math.min(top, limit);
  let upper = iframe.getBoundingClientRect().top + iframe.clientTop + start;
  let lower = upper + Math.min(top + height, limit) - start;
  const behavior = matchMedia('(prefers-reduced-motion: reduce)').matches ? 'instant' : 'smooth';
  const root = document.documentElement;
  for (let node = iframe.parentElement; node; node = node.parentElement) {
    const page = node === root;
    if (!page && !/auto|scroll/.test(getComputedStyle(node).overflowY)) continue;
    const viewTop = page ? 0 : node.getBoundingClientRect().top + node.clientTop;
    const view = node.clientHeight;
    const viewBottom = viewTop + view;
    let delta =
      block === 'center'
        ? (upper + lower - viewTop - viewBottom) / 2
        : block === 'start' || upper < viewTop || lower - upper > view
          ? upper - viewTop
          : Math.max(0, lower - viewBottom);
    // What the scroller can still move: the later ancestors see the part where it will be.
    delta = Math.max(-node.scrollTop, Math.min(node.scrollHeight - view - node.scrollTop, delta));
    if (delta) node.scrollBy({ top: delta, behavior });
    upper -= delta;
    lower -= delta;
    if (page) return;
  }
}
