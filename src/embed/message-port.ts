import { EXTENSIONS } from '../protocol/extensions';
import type { EmbedExtension } from './extension';

/**
 * The `message-port` extension, now a no-op.
 *
 * @deprecated Every emitter accepts a port now (its host's `transport` option decides whether one
 * is used). Kept so that existing `extensions` lists still type-check; it adds nothing.
 */
export function messagePort(): EmbedExtension {
  return { name: EXTENSIONS.messagePort, setup: () => ({}) };
}
