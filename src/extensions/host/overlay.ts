import { paintContext } from './paint-context';

/** The iframe's size properties a placeholder copies, so the page lays out as with the iframe in it. */
const SIZE_PROPERTIES = ['width', 'height', 'min-width', 'min-height', 'max-width', 'max-height'];

/**
 * Keeps `slot` (in the parking layer, holding the iframe) exactly over `placeholder` (in the host's
 * container) until the returned function is called: on resize (ResizeObserver, window), on any
 * scroll (capture phase: nested scrollers) and every animation frame (layout shifts that move
 * without resizing). The slot is clipped to what the container's clipping ancestors leave visible
 * and stacked as `paintContext` says. Styles are written only when the position, size, clip or
 * level changed. Calls `onGone` when the placeholder has left the document.
 */
export function followPlaceholder(
  slot: HTMLElement,
  placeholder: HTMLElement,
  iframe: HTMLIFrameElement,
  onGone: () => void,
): () => void {
  const layer = slot.parentElement as HTMLElement;
  let written = '';
  let frame = 0;
  let following = true;
  const copySize = () => {
    for (const name of SIZE_PROPERTIES)
      placeholder.style.setProperty(name, iframe.style.getPropertyValue(name));
  };
  const place = () => {
    if (!placeholder.isConnected) return onGone();
    const target = placeholder.getBoundingClientRect();
    const origin = layer.getBoundingClientRect();
    // Clipping ancestors and the stacking level are found again at each placement: a panel may
    // start scrolling, or a card become positioned, after the embed was shown.
    const { visible, zIndex } = paintContext(placeholder, target);
    const { top, right, bottom, left } = visible;
    const clip =
      top > target.top || left > target.left || right < target.right || bottom < target.bottom
        ? `;clip-path:inset(${top - target.top}px ${target.right - right}px ${target.bottom - bottom}px ${left - target.left}px)`
        : '';
    const style = `position:absolute;left:${target.left - origin.left}px;top:${target.top - origin.top}px;width:${target.width}px;height:${target.height}px;z-index:${zIndex}${clip}`;
    if (style !== written) slot.style.cssText = written = style;
  };
  const everyFrame = () => {
    place();
    if (following) frame = requestAnimationFrame(everyFrame);
  };
  const resized = new ResizeObserver(place);
  // `autoHeight()` and the host write the iframe's own height: the placeholder takes it.
  const restyled = new MutationObserver(() => {
    copySize();
    place();
  });
  const scroll = { capture: true, passive: true };
  copySize();
  place();
  resized.observe(placeholder);
  restyled.observe(iframe, { attributeFilter: ['style'] });
  window.addEventListener('resize', place);
  window.addEventListener('scroll', place, scroll);
  frame = requestAnimationFrame(everyFrame);
  return () => {
    following = false;
    cancelAnimationFrame(frame);
    resized.disconnect();
    restyled.disconnect();
    window.removeEventListener('resize', place);
    window.removeEventListener('scroll', place, scroll);
  };
}
