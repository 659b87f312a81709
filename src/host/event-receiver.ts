import type { EmbedEvent, ParseError } from '../envelope';
import { DIAGNOSTIC_REASONS, type DiagnosticHandler, reportDiagnostic } from '../internal/diagnostics';
import type { ExtensionLog } from '../internal/extension';
import { refusedMessage } from '../internal/message-type';
import { accepting } from '../protocol/envelope-parse';
import { describeIssues } from '../protocol/parse-error';
import { decodeReceivedEvent } from '../protocol/receive-parsers';

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
 * What follows the sender checks: the codec looks the type up and checks the message once with that
 * type's rules. A core event goes to `onEvent`; an extension's (checked by its own rules) and a valid
 * envelope of a type no rules here know go to `onExtension`. Also reads the `message-port` channel,
 * whose sender is known by construction.
 */
export function createEnvelopeReceiver(
  options: EventReceiverOptions,
): (data: unknown, origin: string) => void {
  const { onEvent, onExtension, onDiagnostic, debug } = options;
  return (data, origin) => {
    const decoded = decodeReceivedEvent(data);
    if (decoded.success && !decoded.extension) {
      debug?.('in', 'accepted', decoded.data.type, origin, decoded.data.payload);
      onEvent(decoded.data, data);
      return;
    }
    if (onExtension) {
      // An extension this library ships, checked already: its handler gets the checked envelope.
      if (decoded.success) return onExtension(decoded.data, decoded.data.type, origin);
      // Longer than any extension name: refused as invalid, never remembered as a refused type.
      const type = decoded.unknownType;
      if (type !== undefined && type.length <= MAX_EXTENSION_TYPE_LENGTH)
        return onExtension(data, type, origin);
    }
    reportDiagnostic(onDiagnostic, {
      reason: DIAGNOSTIC_REASONS.invalidMessage,
      message: describeIssues(accepting(decoded, false).error as ParseError),
      origin,
      detail: data,
    });
  };
}

/** `svc:event:` and an extension name of at most 64 characters (`EXTENSION_LIST_PATTERN`). */
const MAX_EXTENSION_TYPE_LENGTH = 74;
