import { guardFocus } from './focus-guard';

/** What hides an iframe: out of the tab order and the accessibility tree, invisible, no pointer events. */
const HIDDEN_ATTRIBUTES: Readonly<Record<string, string>> = {
  inert: '',
  'aria-hidden': 'true',
  tabindex: '-1',
};
const HIDDEN_STYLES: Readonly<Record<string, string>> = { visibility: 'hidden', 'pointer-events': 'none' };

/** The values hiding replaced, per hidden iframe, to put back when it is shown; and its focus guard. */
const replaced = new WeakMap<
  HTMLIFrameElement,
  { attributes: [string, string | null][]; styles: [string, string][]; unguard: () => void }
>();

/** Told of each change of an iframe's hidden state: `true` when hidden, `false` when shown again. */
export type HiddenListener = (hidden: boolean) => void;

const listeners = new WeakMap<HTMLIFrameElement, Set<HiddenListener>>();

/** True while `iframe` is hidden by `hideIframe` (a pre-rendered embed from its creation on). */
export const isIframeHidden = (iframe: HTMLIFrameElement): boolean => replaced.has(iframe);

/**
 * Calls `listener` on each change of `iframe`'s hidden state (`hideEmbed`, `showEmbed`, a parked
 * `preloadEmbed`); returns the function that stops it. The one source of "is this embed hidden".
 */
export function watchHidden(iframe: HTMLIFrameElement, listener: HiddenListener): () => void {
  const set = listeners.get(iframe) ?? new Set();
  listeners.set(iframe, set.add(listener));
  return () => set.delete(listener);
}

const tell = (iframe: HTMLIFrameElement, hidden: boolean) => {
  for (const listener of listeners.get(iframe) ?? []) listener(hidden);
};

/**
 * Hides `iframe` where it is (its layout box stays), and keeps the keyboard's focus out of it (see
 * `guardFocus`); does nothing when it is hidden already.
 */
export function hideIframe(iframe: HTMLIFrameElement): void {
  if (replaced.has(iframe)) return;
  const attributes = Object.keys(HIDDEN_ATTRIBUTES).map((name): [string, string | null] => [
    name,
    iframe.getAttribute(name),
  ]);
  const styles = Object.keys(HIDDEN_STYLES).map((name): [string, string] => [
    name,
    iframe.style.getPropertyValue(name),
  ]);
  for (const [name, value] of Object.entries(HIDDEN_ATTRIBUTES)) iframe.setAttribute(name, value);
  for (const [name, value] of Object.entries(HIDDEN_STYLES)) iframe.style.setProperty(name, value);
  replaced.set(iframe, { attributes, styles, unguard: guardFocus(iframe) });
  tell(iframe, true);
}

/** Undoes `hideIframe`, restoring what the iframe had before. */
export function unhideIframe(iframe: HTMLIFrameElement): void {
  const before = replaced.get(iframe);
  if (!before) return;
  replaced.delete(iframe);
  before.unguard();
  for (const [name, value] of before.attributes) {
    if (value === null) iframe.removeAttribute(name);
    else iframe.setAttribute(name, value);
  }
  for (const [name, value] of before.styles) iframe.style.setProperty(name, value);
  tell(iframe, false);
}
