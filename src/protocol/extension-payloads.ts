import * as z from 'zod/mini';
import { contentPixels } from './rules';
import { idString, refineWith } from './schemas';

/**
 * Payload schemas of the extensions (README "Protocol version and extensions"). Only the generator
 * reads them: the host and embed entries parse with the validators generated from them.
 */
const cssPixels = () => z.number().check(refineWith(contentPixels));

const contentSize = z.object({ height: cssPixels(), width: cssPixels() });

/** Payloads of extension events, by name (sent as `svc:event:<name>`). */
export const extensionEventSchemas = {
  'content-size': contentSize,
  /** The embed accepted the host's port: sent as the first message on it. */
  'message-port': z.object({}),
};

/** Payloads of extension actions: the host's port offer (the port travels in `event.ports`). */
export const extensionActionSchemas = {
  /** `nonce`: the `portNonce` of the embed's `ready`, when it announced one. */
  'message-port': z.object({ nonce: z.optional(idString()) }),
};

export type ExtensionEventName = keyof typeof extensionEventSchemas;
export type ExtensionEventPayloads = {
  [N in ExtensionEventName]: z.infer<(typeof extensionEventSchemas)[N]>;
};
