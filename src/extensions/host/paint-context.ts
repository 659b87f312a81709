/** A box in viewport coordinates. */
export interface Box {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** Where the content of an element paints, as far as an overlay in the body's layer can follow it. */
export interface PaintContext {
  /** What its clipping ancestors leave visible of `box` (an empty box when nothing is). */
  visible: Box;
  /**
   * The overlay's `z-index`: `auto` when no ancestor is positioned or a stacking context (in-flow
   * content paints below every positioned element, and so does the first child of the body); else
   * one above the level of its outermost stacking context (or 0 for a positioned ancestor alone),
   * the lowest level that is not covered by that ancestor's own box.
   */
  zIndex: string;
}

const CLIPS = /auto|scroll|hidden|clip/;

/** The usual causes of a stacking context (CSS 2 appendix E and what later specs added). */
function isStackingContext(style: CSSStyleDeclaration, parent: CSSStyleDeclaration | null): boolean {
  const { position, zIndex, opacity } = style;
  if (position === 'fixed' || position === 'sticky') return true;
  if (
    zIndex !== 'auto' &&
    zIndex !== '' &&
    (position !== 'static' || /flex|grid/.test(parent?.display ?? ''))
  )
    return true;
  if (opacity !== '' && Number(opacity) < 1) return true;
  const none = (value: string | undefined) => !value || value === 'none';
  if (!(none(style.transform) && none(style.filter) && none(style.perspective) && none(style.clipPath)))
    return true;
  return style.isolation === 'isolate' || /paint|layout|strict|content/.test(style.contain ?? '');
}

/**
 * Walks the ancestors of `element` up to the body, at each placement (a panel can start scrolling,
 * or a card become positioned, after the embed was shown).
 */
export function paintContext(element: Element, box: Box): PaintContext {
  // Copied by name: a DOMRect's sides are getters of its prototype, which a spread would not copy.
  const visible = { top: box.top, right: box.right, bottom: box.bottom, left: box.left };
  let level: number | null = null;
  for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
    const style = getComputedStyle(node);
    const clipX = CLIPS.test(style.overflowX || style.overflow);
    const clipY = CLIPS.test(style.overflowY || style.overflow);
    if (clipX || clipY) {
      const edge = node.getBoundingClientRect();
      if (clipX)
        [visible.left, visible.right] = [
          Math.max(visible.left, edge.left),
          Math.min(visible.right, edge.right),
        ];
      if (clipY)
        [visible.top, visible.bottom] = [
          Math.max(visible.top, edge.top),
          Math.min(visible.bottom, edge.bottom),
        ];
    }
    const parent = node.parentElement ? getComputedStyle(node.parentElement) : null;
    if (isStackingContext(style, parent)) level = Number.parseInt(style.zIndex, 10) || 0;
    else if (level === null && style.position !== 'static' && style.position !== '') level = 0;
  }
  // Nothing left visible: an empty box at an edge of `box`, so that every inset stays >= 0.
  visible.left = Math.min(visible.left, box.right);
  visible.top = Math.min(visible.top, box.bottom);
  visible.right = Math.max(visible.left, visible.right);
  visible.bottom = Math.max(visible.top, visible.bottom);
  return { visible, zIndex: level === null ? 'auto' : String(level + 1) };
}
