/** Marks the one parking layer of a document. */
export const PARKING_LAYER_ATTRIBUTE = 'data-svc-embed-layer';

/**
 * The body-level element pre-rendered iframes live in (created on first use): at the document's
 * origin, zero size, overflow visible, so its children are placed in document coordinates.
 */
export function parkingLayer(): HTMLElement {
  const found = document.querySelector<HTMLElement>(`[${PARKING_LAYER_ATTRIBUTE}]`);
  if (found) return found;
  const layer = document.createElement('div');
  layer.setAttribute(PARKING_LAYER_ATTRIBUTE, '');
  layer.style.cssText = 'position:absolute;left:0;top:0;width:0;height:0;overflow:visible';
  (document.body ?? document.documentElement).append(layer);
  return layer;
}

/** A hidden slot's style: fixed, so a parked iframe never adds to the page's scrollable area. */
export function parkedStyle(width: number, height: number): string {
  return `position:fixed;left:0;top:0;width:${width}px;height:${height}px;visibility:hidden;pointer-events:none`;
}
