import { EXTENSIONS } from '../protocol/extensions';
import type { HostExtension } from './extension';

/**
 * The `message-port` extension, now a no-op.
 *
 * @deprecated The port is part of every controller now: the `transport` option (`auto` by default
 * uses a `MessagePort` where it answers faster than window messages; `port` whenever the embed
 * accepts one). Kept so that existing `extensions` lists still type-check; it adds nothing.
 */
export function messagePort(): HostExtension {
  return { name: EXTENSIONS.messagePort, setup: () => ({}) };
}
