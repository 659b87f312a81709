import * as z from 'zod/mini';
import { contentPixels } from './rules';
import { count, idString, refineWith } from './schemas';

/**
 * Payload schemas of the extensions (README "Protocol version and extensions"). Only the generator
 * reads them: the host and embed entries parse with the validators generated from them.
 */
const cssPixels = () => z.number().check(refineWith(contentPixels));

const contentSize = z.object({ height: cssPixels(), width: cssPixels() });

/**
 * The transport's own steps, both ways: `ping` (answered by the embed on the channel it came on,
 * with the same number) while the host measures, and `switch` (the sender's last message on window
 * messages: what it sends after it travels on the port).
 */
const transportStep = z.object({ step: z.enum(['ping', 'switch']), seq: count() });

/** Payloads of extension events, by name (sent as `svc:event:<name>`). */
export const extensionEventSchemas = {
  'content-size': contentSize,
  /**
   * As a window message right after `ready`: `nonce`, this document's secret that the host's port
   * offer must carry. On the port: `{}`, the embed accepted it (the first message on it).
   */
  'message-port': z.object({ nonce: z.optional(idString()) }),
  transport: transportStep,
};

/** Payloads of extension actions: the host's port offer (the port travels in `event.ports`). */
export const extensionActionSchemas = {
  /** `nonce`: the one the embed sent in its `svc:event:message-port` after `ready`. */
  'message-port': z.object({ nonce: z.optional(idString()) }),
  transport: transportStep,
};

export type ExtensionEventName = keyof typeof extensionEventSchemas;
export type ExtensionEventPayloads = {
  [N in ExtensionEventName]: z.infer<(typeof extensionEventSchemas)[N]>;
};
