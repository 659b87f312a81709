import type { EmbedAction } from '../envelope';
import { DIAGNOSTIC_REASONS, type Diagnostic } from '../internal/diagnostics';
import type { Disposer } from '../internal/disposer';
import { cappedType, protocolType, refusedMessage } from '../internal/message-type';
import { describeIssues, type ParseError } from '../protocol/parse-error';
import { decodeReceivedAction } from '../protocol/receive-parsers';

export interface ActionReceiverOptions {
  /** The framing window, `null` when not framed (then every message is refused). */
  parent: Window | null;
  /** The host allow-list, `null` for `'*'` (any origin, but still only from the parent). */
  allowed: ReadonlySet<string> | null;
  onAction: (action: EmbedAction, origin: string) => void;
  onRefused: (diagnostic: Diagnostic) => void;
  /** The extension handler of a message type, if any: it gets the whole message (its ports too). */
  /** Extension handlers by message type; empty when no extension handles actions. */
  extensionActions: ReadonlyMap<string, (message: MessageEvent) => void>;
}

/**
 * The receive pipeline: source, then origin, then envelope, each failing closed. The listener
 * never throws: the checks cannot, and `onAction` isolates the handlers it calls.
 */
export function listenForActions(disposer: Disposer, options: ActionReceiverOptions): void {
  const { parent, allowed, onAction, onRefused, extensionActions } = options;
  disposer.listen<MessageEvent>(window, 'message', (event) => {
    const { origin, data } = event;
    // `false` only: a browser's own message events are trusted (and happy-dom has no such field).
    if (parent === null || event.source !== parent || event.isTrusted === false) {
      const why = parent === null ? 'not framed' : 'the message does not come from the parent window';
      // Another window's data is not ours to hand on: its origin and its protocol type say enough.
      onRefused({ reason: DIAGNOSTIC_REASONS.wrongSource, message: refusedMessage(data, why), origin });
      return;
    }
    if (allowed !== null && !allowed.has(origin)) {
      onRefused({
        reason: DIAGNOSTIC_REASONS.wrongOrigin,
        message: refusedMessage(data, `origin ${origin} is not on hostOrigins`),
        origin,
      });
      return;
    }
    // Only an embed with such an extension reads the type here: the core path stays as it was.
    const handler = extensionActions.size > 0 ? extensionActions.get(protocolType(data) ?? '') : undefined;
    if (handler) {
      handler(event);
      return;
    }
    receiveAction(data, origin, onAction, onRefused);
  });
}

/**
 * What arrives on the port (its sender known by construction): an extension's own type to its
 * handler, as a message from `port`, everything else to `receiveAction`, like window messages.
 */
export function receivePortData(
  data: unknown,
  extensionActions: ActionReceiverOptions['extensionActions'],
  onAction: ActionReceiverOptions['onAction'],
  onRefused: ActionReceiverOptions['onRefused'],
): void {
  const handler = extensionActions.size > 0 ? extensionActions.get(protocolType(data) ?? '') : undefined;
  if (handler) handler(new MessageEvent('message', { data, origin: 'port' }));
  else receiveAction(data, 'port', onAction, onRefused);
}

/** The envelope check, also for actions that arrive on the port. */
export function receiveAction(
  data: unknown,
  origin: string,
  onAction: ActionReceiverOptions['onAction'],
  onRefused: ActionReceiverOptions['onRefused'],
): void {
  const decoded = decodeReceivedAction(data);
  if (decoded.success && !decoded.extension) {
    onAction(decoded.data, origin);
    return;
  }
  // A valid envelope of a type beyond the catalog (an extension's, or one no rules here know):
  // an extension this embed does not use.
  const type = decoded.success ? decoded.data.type : decoded.unknownType;
  onRefused({
    reason: type === undefined ? DIAGNOSTIC_REASONS.invalidMessage : DIAGNOSTIC_REASONS.extensionRefused,
    message:
      type === undefined
        ? `not a valid action envelope: ${describeIssues(decoded.error as ParseError)}`
        : `'${cappedType(type)}' refused: this embed has no extension for it`,
    origin,
    detail: data,
  });
}
