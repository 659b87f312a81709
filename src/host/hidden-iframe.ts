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
}
