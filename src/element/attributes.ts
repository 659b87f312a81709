/** How a reflected property reads its attribute: text, a number, or a flag. */
type AttributeKind = 'string' | 'number' | 'boolean';

/**
 * Attribute name, property name, kind: the properties that are views of an attribute. Each is
 * passed to the controller under its property name, so a new controller option is one line here
 * (and one in `SvcEmbedProperties`); `auto-height`, `min-height`, `max-height`, `debug`,
 * `message-port`, `loading` and `sync-route` become extensions (`./extensions.ts`).
 */
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
  ['transport', 'transport'],
  ['auto-height', 'autoHeight', 'boolean'],
  ['min-height', 'minHeight', 'number'],
  ['max-height', 'maxHeight', 'number'],
  ['debug', 'debug', 'boolean'],
  ['message-port', 'messagePort', 'boolean'],
  ['loading', 'loading'],
  ['keep-alive', 'keepAlive'],
  ['keep-alive-owner', 'keepAliveOwner'],
  ['sync-route', 'syncRoute'],
];

/** Properties with no attribute (objects and functions), passed to the controller the same way. */
const PROPERTY_ONLY: readonly string[] = ['theme', 'filters', 'mintSession', 'renewal', 'extensions'];

/** `title` is HTMLElement's own reflected property; it becomes the iframe's title. */
export const OBSERVED_ATTRIBUTES: readonly string[] = [...REFLECTED.map(([attribute]) => attribute), 'title'];

/** Every settable property, each a controller option of the same name. */
export const PROPERTY_NAMES: readonly string[] = [
  ...REFLECTED.map(([, property]) => property),
  ...PROPERTY_ONLY,
];

/**
 * Defines the element's properties on its prototype. A reflected one is a view of its attribute,
 * so the attribute stays the one place its value lives and every change goes through
 * `attributeChangedCallback`; `allow-export` is on when present, unless it says `false`. A
 * property-only one is stored per element and `changed` is called when it is set.
 */
export function defineProperties(prototype: HTMLElement, changed: (element: HTMLElement) => void): void {
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
  const stored = new WeakMap<HTMLElement, Map<string, unknown>>();
  for (const property of PROPERTY_ONLY) {
    Object.defineProperty(prototype, property, {
      configurable: true,
      get(this: HTMLElement) {
        return stored.get(this)?.get(property) ?? null;
      },
      set(this: HTMLElement, value: unknown) {
        const values = stored.get(this) ?? new Map<string, unknown>();
        stored.set(this, values.set(property, value));
        changed(this);
      },
    });
  }
}
