import type { VisibleRegion } from '../../protocol/extension-payloads';
import { MAX_CONTENT_PX } from '../../protocol/extensions';

export type { VisibleRegion };

const px = (value: number) => Math.min(MAX_CONTENT_PX, Math.max(0, Math.round(value)));

/**
 * The part of `iframe`'s content box that the host's viewport and the iframe's clipping ancestors
 * (scrolling panels) leave visible, in the iframe's own CSS px. Measured from its real box, so a
 * pre-rendered iframe kept over a placeholder is measured where it paints. `hidden`: none of it.
 */
export function measureVisibleRegion(iframe: HTMLIFrameElement, hidden: boolean): VisibleRegion {
  const box = iframe.getBoundingClientRect();
  const top = box.top + iframe.clientTop;
  const left = box.left + iframe.clientLeft;
  let [upper, lower] = [Math.max(0, top), Math.min(innerHeight, top + iframe.clientHeight)];
  let [start, end] = [Math.max(0, left), Math.min(innerWidth, left + iframe.clientWidth)];
  for (let node = iframe.parentElement; node && node !== document.body; node = node.parentElement) {
    const { overflowX, overflowY } = getComputedStyle(node);
    if (overflowX === 'visible' && overflowY === 'visible') continue;
    const edge = node.getBoundingClientRect();
    if (overflowY !== 'visible') [upper, lower] = [Math.max(upper, edge.top), Math.min(lower, edge.bottom)];
    if (overflowX !== 'visible') [start, end] = [Math.max(start, edge.left), Math.min(end, edge.right)];
  }
  const visible = !hidden && document.visibilityState !== 'hidden' && lower > upper && end > start;
  return {
    top: visible ? px(upper - top) : 0,
    height: visible ? px(lower - upper) : 0,
    viewportWidth: px(innerWidth),
    viewportHeight: px(innerHeight),
    visible,
  };
}
