import { autoHeight, debugLog, type HostExtension, messagePort } from '../host';

/** The attribute-backed properties that stand for a built-in extension. */
interface ExtensionProperties {
  autoHeight?: boolean;
  minHeight?: number;
  maxHeight?: number;
  debug?: boolean;
  messagePort?: boolean;
  extensions?: readonly HostExtension[];
}

/**
 * The element keeps its attributes (`auto-height`, `min-height`, `max-height`, `debug`,
 * `message-port`): here they become the built-in extensions, after those of its `extensions` property.
 */
export function withAttributeExtensions(options: Record<string, unknown>): Record<string, unknown> {
  const { autoHeight: height, minHeight, maxHeight, debug, messagePort: port, extensions, ...rest } =
    options as ExtensionProperties & Record<string, unknown>;
  const list: HostExtension[] = [...(extensions ?? [])];
  if (height) list.push(autoHeight({ minHeight, maxHeight }));
  if (port) list.push(messagePort());
  if (debug) list.push(debugLog());
  return { ...rest, extensions: list };
}
