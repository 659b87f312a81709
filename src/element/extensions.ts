import {
  autoHeight,
  debugLog,
  EmbedError,
  type HostExtension,
  lazyLoad,
  messagePort,
  syncRoute,
} from '../host';

/** The attribute-backed properties that stand for a built-in extension. */
interface ExtensionProperties {
  autoHeight?: boolean;
  minHeight?: number;
  maxHeight?: number;
  debug?: boolean;
  messagePort?: boolean;
  loading?: string;
  syncRoute?: string | null;
  extensions?: readonly HostExtension[];
}

/**
 * The element keeps its attributes (`auto-height`, `min-height`, `max-height`, `debug`,
 * `message-port`, `loading="lazy"`, `sync-route`): here they become the built-in extensions, after
 * those of its `extensions` property. `sync-route` present is `syncRoute()`, with a value the parameter's name.
 */
export function withAttributeExtensions(options: Record<string, unknown>): Record<string, unknown> {
  const {
    autoHeight: height,
    minHeight,
    maxHeight,
    debug,
    messagePort: port,
    loading,
    syncRoute: route,
    extensions,
    ...rest
  } = options as ExtensionProperties & Record<string, unknown>;
  // Left as it is, so that the options check names it (spread, it would throw outside the lifecycle).
  if (extensions !== undefined && !Array.isArray(extensions)) return { ...rest, extensions };
  const list: HostExtension[] = [...(extensions ?? [])];
  // A bad attribute throws when the controller sets it up, where the lifecycle reports it as an
  // error: the element reads these options outside of it too, and must never throw there.
  if (height) list.push(checkedAtSetup(() => autoHeight({ minHeight, maxHeight })));
  if (loading !== undefined && loading !== 'eager')
    list.push(
      checkedAtSetup(() => {
        if (loading === 'lazy') return lazyLoad();
        throw new EmbedError(
          'invalid-options',
          `loading must be "lazy" or "eager", got "${loading.slice(0, 20)}"`,
        );
      }),
    );
  if (port) list.push(messagePort());
  if (typeof route === 'string') list.push(checkedAtSetup(() => syncRoute(route ? { param: route } : {})));
  if (debug) list.push(debugLog());
  return { ...rest, extensions: list };
}

/**
 * The extension `create` makes, or, when its options are bad, one whose `setup` throws that
 * error: the controller reports it from the lifecycle, and an attribute change never throws.
 */
function checkedAtSetup(create: () => HostExtension): HostExtension {
  try {
    return create();
  } catch (error) {
    return {
      setup: () => {
        throw error;
      },
    };
  }
}
