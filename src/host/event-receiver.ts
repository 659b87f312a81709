import type { EmbedEvent, ParseError } from '../envelope';
import { DIAGNOSTIC_REASONS, type DiagnosticHandler, reportDiagnostic } from '../internal/diagnostics';
import type { ExtensionLog } from '../internal/extension';
import { refusedMessage } from '../internal/message-type';
import { describeIssues, UNKNOWN_TYPE_CODE } from '../protocol/parse-error';
import { parseReceivedEvent } from '../protocol/receive-parsers';

export interface EventReceiverOptions {
  /** The iframe's window at the time of the message (it changes when the iframe navigates). */
  expectedSource: () => MessageEventSource | null;
  tenantOrigin: string;
  /** A valid event, and the data it was read from (`ready`'s extension fields are only there). */
  onEvent: (event: EmbedEvent, data: unknown) => void;
  /** An envelope of an event type beyond the spec's catalog: an extension, or an unknown one. */
  onExtension?: (data: unknown, type: string, origin: string) => void;
  onDiagnostic?: DiagnosticHandler;
  debug?: ExtensionLog | undefined;
}

/**
 * The host's `message` listener. Checks run in this order and fail closed: the sender is
 * this controller's iframe, its origin is exactly the tenant's, the data is a valid event.
 * Nothing here throws.
 */
export function createEventReceiver(options: EventReceiverOptions): (message: MessageEvent) => void {
  const { expectedSource, tenantOrigin, onDiagnostic } = options;
  const receive = createEnvelopeReceiver(options);
  return (message) => {
    const { source, origin, data } = message;
    const expected = expectedSource();
    if (expected === null || source !== expected) {
      reportDiagnostic(onDiagnostic, {
        reason: DIAGNOSTIC_REASONS.wrongSource,
        message: refusedMessage(data, 'not sent by this embed iframe'),
        origin,
      });
      return;
    }
    if (origin !== tenantOrigin) {
      reportDiagnostic(onDiagnostic, {
        reason: DIAGNOSTIC_REASONS.wrongOrigin,
        message: refusedMessage(data, `origin ${origin} is not the tenant origin ${tenantOrigin}`),
        origin,
      });
      return;
    }
    receive(data, origin);
  };
}

/**
 * What follows the sender checks: a valid event goes to `onEvent`, a type beyond the catalog to
 * `onExtension`. Also reads the `message-port` channel, whose sender is known by construction.
 */
export function createEnvelopeReceiver(
  options: EventReceiverOptions,
): (data: unknown, origin: string) => void {
  const { onEvent, onExtension, onDiagnostic, debug } = options;
  return (data, origin) => {
    const parsed = parseReceivedEvent(data);
    if (!parsed.success) {
      const type = unknownEventType(parsed.error);
      if (onExtension && type !== null) {
        onExtension(data, type, origin);
        return;
      }
      reportDiagnostic(onDiagnostic, {
        reason: DIAGNOSTIC_REASONS.invalidMessage,
        message: describeIssues(parsed.error),
        origin,
        detail: data,
      });
      return;
    }
    debug?.('in', 'accepted', parsed.data.type, origin, parsed.data.payload);
    onEvent(parsed.data, data);
  };
}

/** `svc:event:` and an extension name of at most 64 characters (`EXTENSION_LIST_PATTERN`). */
const MAX_EXTENSION_TYPE_LENGTH = 74;

/** The type of a valid envelope whose type is not one of the spec's events (maybe an extension). */
function unknownEventType(error: ParseError): string | null {
  const [issue, ...more] = error.issues;
  const known = more.length === 0 && issue?.code === UNKNOWN_TYPE_CODE;
  const type = known ? issue.input : undefined;
  // Longer than any extension name: refused as invalid, never remembered as a refused type.
  return typeof type === 'string' && type.length <= MAX_EXTENSION_TYPE_LENGTH ? type : null;
}
