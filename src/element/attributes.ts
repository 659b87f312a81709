/** How a reflected property reads its attribute: text, a number, or a flag. */
type AttributeKind = 'string' | 'number' | 'boolean';

/** Attribute name, property name, kind: the properties that are views of an attribute. */
const REFLECTED: readonly (readonly [attribute: string, property: string, kind?: AttributeKind])[] = [
  ['tenant-url', 'tenantUrl'],
  ['surface', 'surface'],
  ['public-id', 'publicId'],
  ['deployment-id', 'deploymentId', 'number'],
  ['path', 'path'],
  ['session-id', 'sessionId'],
  ['allow-export', 'allowExport', 'boolean'],
  ['color-scheme', 'colorScheme'],
  ['locale', 'locale'],
  ['timezone', 'timezone'],
  ['ready-timeout-ms', 'readyTimeoutMs', 'number'],
];

/** `title` is HTMLElement's own reflected property; it becomes the iframe's title. */
export const OBSERVED_ATTRIBUTES: readonly string[] = [...REFLECTED.map(([attribute]) => attribute), 'title'];

/** Every settable property, for taking over values set before the element was upgraded. */
export const PROPERTY_NAMES: readonly string[] = [
  ...REFLECTED.map(([, property]) => property),
  'theme',
  'filters',
  'mintSession',
  'renewal',
];

/**
 * Defines each reflected property on the prototype as a view of its attribute, so that the
 * attribute stays the one place a value lives and every change goes through
 * `attributeChangedCallback`. `allow-export` is on when present, unless it says `false`.
 */
export function reflectAttributes(prototype: HTMLElement): void {
  for (const [attribute, property, kind = 'string'] of REFLECTED) {
    Object.defineProperty(prototype, property, {
      configurable: true,
      get(this: HTMLElement) {
        const value = this.getAttribute(attribute);
        if (kind === 'boolean') return value !== null && value !== 'false';
        return kind === 'number' && value !== null ? Number(value) : value;
      },
      set(this: HTMLElement, value: unknown) {
        if (kind === 'boolean' ? value : value != null) {
          this.setAttribute(attribute, kind === 'boolean' ? '' : String(value));
        } else {
          this.removeAttribute(attribute);
        }
      },
    });
  }
}
