import type { EmbedEvent } from '../envelope';
import { accelerate } from './accelerate';
import { parseEnvelope, wrapRules, zodRules } from './envelope-rules';
import type { ParseResult } from './parse-error';

const acceleratedRules = /* @__PURE__ */ wrapRules(zodRules, accelerate);

/**
 * What the host's `message` listener parses with: `safeParseEvent`'s rules on accelerated schemas.
 * The embed keeps plain `safeParseAction`: actions are rare, and the compiler would add ~0.4 KB gzip.
 */
export function parseReceivedEvent(data: unknown): ParseResult<EmbedEvent> {
  return parseEnvelope(data, 'event', acceleratedRules) as ParseResult<EmbedEvent>;
}
