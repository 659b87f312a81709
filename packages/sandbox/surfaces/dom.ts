/**
 * DOM building under the surfaces' CSP: text is always text (never parsed as HTML), and neither a
 * `style` attribute nor an inline handler can be set, because the policy would block both.
 */

type Child = Node | string;
export type Attributes = Readonly<Record<string, string | undefined>>;

export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Attributes = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  setAttributes(element, attributes);
  element.append(...children);
  return element;
}

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

export function svg<K extends keyof SVGElementTagNameMap>(
  tag: K,
  attributes: Attributes = {},
  ...children: Child[]
): SVGElementTagNameMap[K] {
  const element = document.createElementNS(SVG_NAMESPACE, tag) as SVGElementTagNameMap[K];
  setAttributes(element, attributes);
  element.append(...children);
  return element;
}

/** Calls `action` on click and, for elements that are not buttons, on Enter and Space. */
export function onActivate(element: HTMLElement | SVGElement, action: () => void): void {
  element.addEventListener('click', action);
  element.addEventListener('keydown', (event) => {
    const key = (event as KeyboardEvent).key;
    if (key !== 'Enter' && key !== ' ') return;
    event.preventDefault();
    action();
  });
}

function setAttributes(element: Element, attributes: Attributes): void {
  for (const [name, value] of Object.entries(attributes)) {
    if (name === 'style' || /^on/i.test(name)) {
      throw new TypeError(`attribute ${name} is not allowed: use classes and CSS custom properties`);
    }
    if (value !== undefined) element.setAttribute(name, value);
  }
}
