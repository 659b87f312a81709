import { describeParseError, type EmbedEvent } from '../envelope';
import { DIAGNOSTIC_REASONS, type DiagnosticHandler, reportDiagnostic } from '../internal/diagnostics';
import { parseReceivedEvent } from '../protocol/receive-parsers';

export interface EventReceiverOptions {
  /** The iframe's window at the time of the message (it changes when the iframe navigates). */
  expectedSource: () => MessageEventSource | null;
  tenantOrigin: string;
  onEvent: (event: EmbedEvent) => void;
  onDiagnostic?: DiagnosticHandler;
}

/**
 * The host's `message` listener. Checks run in this order and fail closed: the sender is
 * this controller's iframe, its origin is exactly the tenant's, the data is a valid event.
 * Nothing here throws.
 */
export function createEventReceiver(options: EventReceiverOptions): (message: MessageEvent) => void {
  const { expectedSource, tenantOrigin, onEvent, onDiagnostic } = options;
  return (message) => {
    const { source, origin, data } = message;
    const expected = expectedSource();
    if (expected === null || source !== expected) {
      reportDiagnostic(onDiagnostic, {
        reason: DIAGNOSTIC_REASONS.wrongSource,
        message: 'message not sent by this embed iframe',
        origin,
      });
      return;
    }
    if (origin !== tenantOrigin) {
      reportDiagnostic(onDiagnostic, {
        reason: DIAGNOSTIC_REASONS.wrongOrigin,
        message: `origin ${origin} is not the tenant origin ${tenantOrigin}`,
        origin,
      });
      return;
    }
    const parsed = parseReceivedEvent(data);
    if (!parsed.success) {
      reportDiagnostic(onDiagnostic, {
        reason: DIAGNOSTIC_REASONS.invalidMessage,
        message: describeParseError(parsed.error),
        origin,
        detail: data,
      });
      return;
    }
    onEvent(parsed.data);
  };
}
