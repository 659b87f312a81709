/** Marks the parking layer for readers and tests; the library itself never looks the layer up by it. */
export const PARKING_LAYER_ATTRIBUTE = 'data-svc-embed-layer';

/**
 * The layer this module created, per document: a reference, never a query. A page's own markup
 * (sanitized user HTML keeps `data-*` and `style`) can carry the attribute; that element is not ours.
 */
const layers = new WeakMap<Document, HTMLElement>();

/**
 * The body-level element pre-rendered iframes live in (created on first use): at the document's
 * origin, zero size, overflow visible, so its children are placed in document coordinates. It is the
 * body's FIRST child, positioned with `z-index: auto`: every positioned element of the host comes
 * later in tree order and paints above what the layer holds at the same stacking level.
 */
function parkingLayer(): HTMLElement {
  const kept = layers.get(document);
  if (kept?.isConnected) return kept;
  const layer = document.createElement('div');
  layer.setAttribute(PARKING_LAYER_ATTRIBUTE, '');
  layer.style.cssText = 'position:absolute;left:0;top:0;width:0;height:0;overflow:visible;z-index:auto';
  const parent = document.body ?? document.documentElement;
  parent.insertBefore(layer, parent.firstChild);
  layers.set(document, layer);
  return layer;
}

/** A new slot in the layer; `dropSlot` removes it, and the layer with its last slot. */
export function parkingSlot(): HTMLElement {
  return parkingLayer().appendChild(document.createElement('div'));
}

export function dropSlot(slot: HTMLElement): void {
  const layer = slot.parentElement;
  slot.remove();
  if (layer && !layer.firstChild) layer.remove();
}

/** Whether `node` is a layer this module created, or inside one. */
export function inParkingLayer(node: Node): boolean {
  return layers.get(node.ownerDocument ?? document)?.contains(node) ?? false;
}

/** A hidden slot's style: fixed, so a parked iframe never adds to the page's scrollable area. */
export function parkedStyle(width: number, height: number): string {
  return `position:fixed;left:0;top:0;width:${width}px;height:${height}px;visibility:hidden;pointer-events:none`;
}
