import * as z from 'zod/mini';
import { actionPayloadSchemas } from './action-payloads';
import { EMBED_SOURCE, type EnvelopeRules, NO_ROUTES, routes, type Schema } from './envelope-parse';
import { eventPayloadSchemas } from './event-payloads';
import { describeParseError } from './parse-error';
import { plainObject } from './rules';
import { nonNegativeNumber, ruleOnly, surfaceSchema } from './schemas';

/** The envelope (README "Envelopes") in zod, and the zod rules of the core entry. */

export type { EnvelopeRules, Schema } from './envelope-parse';
export { EMBED_SOURCE } from './envelope-parse';

export const envelopeSchema = z.object({
  source: z.enum([EMBED_SOURCE]),
  direction: z.enum(['event', 'action']),
  type: z.string(),
  timestamp: nonNegativeNumber(),
  payload: ruleOnly<Record<string, unknown>>(plainObject),
  surface: z.optional(surfaceSchema),
});

export const zodRules: EnvelopeRules = {
  envelope: envelopeSchema as Schema<z.infer<typeof envelopeSchema>>,
  event: /* @__PURE__ */ routes('event', eventPayloadSchemas),
  action: /* @__PURE__ */ routes('action', actionPayloadSchemas),
  // The core entry checks the core catalog only: an extension's type is unknown to it.
  extensions: { event: NO_ROUTES, action: NO_ROUTES },
  describe: describeParseError,
};
