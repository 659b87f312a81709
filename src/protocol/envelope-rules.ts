import * as z from 'zod/mini';
import { actionPayloadSchemas } from './action-payloads';
import { EMBED_SOURCE, type EnvelopeRules, routes, type Schema } from './envelope-parse';
import { eventPayloadSchemas } from './event-payloads';
import { describeParseError } from './parse-error';
import { plainObject } from './rules';
import { nonNegativeNumber, ruleOnly, surfaceSchema } from './schemas';

/** The envelope (README "Envelopes") in zod, and the zod rules of the core entry. */

export type { EnvelopeRules, Schema } from './envelope-parse';
export { EMBED_SOURCE, parseEnvelope } from './envelope-parse';

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
  describe: describeParseError,
};
