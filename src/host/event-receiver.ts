import type { EmbedEvent, ParseError } from '../envelope';
import { DIAGNOSTIC_REASONS, type DiagnosticHandler, reportDiagnostic } from '../internal/diagnostics';
import type { ExtensionLog } from '../internal/extension';
import { refusedMessage } from '../internal/message-type';
import { unknownTypeError } from '../protocol/envelope-parse';
import { describeIssues } from '../protocol/parse-error';
import { decodeReceivedEvent } from '../protocol/receive-parsers';

export interface EventReceiverOptions {
  /** The iframe's window at the time of the message (it changes when the iframe navigates). */
  expectedSource: () => MessageEventSource | null;
  tenantOrigin: string;
  onEvent: (event: EmbedEvent) => void;
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
 * What follows the sender checks: the codec looks the type up and checks the message once with that
 * type's rules. A core event goes to `onEvent`; an extension's (checked by its own rules) and a valid
 * envelope of a type no rules here know go to `onExtension`. Also reads the `message-port` channel,
 * whose sender is known by construction.
 */
export function createEnvelopeReceiver(
  options: EventReceiverOptions,
): (data: unknown, origin: string) => void {
  const { onEvent, onExtension, onDiagnostic, debug } = options;
  const refuse = (error: ParseError, origin: string, data: unknown) =>
    reportDiagnostic(onDiagnostic, {
      reason: DIAGNOSTIC_REASONS.invalidMessage,
      message: describeIssues(error),
      origin,
      detail: data,
    });
  return (data, origin) => {
    const decoded = decodeReceivedEvent(data);
    switch (decoded.kind) {
      case 'core':
        debug?.('in', 'accepted', decoded.type, origin, decoded.envelope.payload);
        onEvent(decoded.envelope);
        return;
      case 'extension':
        // Checked already: the extension's handler gets the checked envelope.
        if (onExtension) onExtension(decoded.envelope, decoded.type, origin);
        else refuse(unknownTypeError('event', decoded.type), origin, data);
        return;
      case 'unknown':
        // Longer than any extension name: refused as invalid, never remembered as a refused type.
        if (onExtension && decoded.type.length <= MAX_EXTENSION_TYPE_LENGTH)
          onExtension(data, decoded.type, origin);
        else refuse(decoded.error, origin, data);
        return;
      default:
        refuse(decoded.error, origin, data);
    }
  };
}

/** `svc:event:` and an extension name of at most 64 characters (`EXTENSION_LIST_PATTERN`). */
const MAX_EXTENSION_TYPE_LENGTH = 74;
