import { type Channel, inbound, type Owner } from '../endpoint/inbound';
import type { EmbedEvent, ParseError } from '../envelope';
import { DIAGNOSTIC_REASONS, type Diagnostic } from '../internal/diagnostics';
import type { ExtensionLog } from '../internal/extension';
import { describeIssues } from '../protocol/parse-error';
import { decodeReceivedEvent } from '../protocol/receive-parsers';

/**
 * The host's direction of the endpoint (`[fromWindow, receive]`): a message from this controller's
 * iframe (`expectedSource`, read at each message: it changes when the iframe navigates), at exactly
 * the tenant origin, decoded as an event; a type beyond the catalog (the transport's own on window
 * messages, an extension's, or one no rules here know) to `owner`, a core event to `onEvent`
 * with the data it was read from (`ready`'s own fields are only there).
 */
export function eventInbound(
  expectedSource: () => MessageEventSource | null,
  tenantOrigin: string,
  owner: (type: string, channel: Channel) => Owner,
  onEvent: (event: EmbedEvent, data: unknown) => void,
  diagnose: (diagnostic: Diagnostic) => void,
  log: ExtensionLog,
) {
  return inbound(
    ({ source }) => {
      const expected = expectedSource();
      return expected === null || source !== expected ? 'not sent by this embed iframe' : undefined;
    },
    (origin) =>
      origin === tenantOrigin ? undefined : `origin ${origin} is not the tenant origin ${tenantOrigin}`,
    decodeReceivedEvent,
    owner,
    onEvent,
    // Every type within an extension name's length has an owner: only invalid data is refused.
    (error) => [DIAGNOSTIC_REASONS.invalidMessage, describeIssues(error as ParseError)],
    diagnose,
    log,
  );
}
