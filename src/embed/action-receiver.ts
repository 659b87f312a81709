import { type Channel, inbound, type Owner, type Refusal } from '../endpoint/inbound';
import type { EmbedAction } from '../envelope';
import { DIAGNOSTIC_REASONS, type Diagnostic } from '../internal/diagnostics';
import type { ExtensionLog } from '../internal/extension';
import { cappedType } from '../internal/message-type';
import { describeIssues, type ParseError } from '../protocol/parse-error';
import { decodeReceivedAction } from '../protocol/receive-parsers';

/** The embed's words for what passed the sender checks and is refused. */
const refusal: Refusal = (error, type) =>
  // A valid envelope of a type beyond the catalog (an extension's, or one no rules here know):
  // an extension this embed does not use.
  type === undefined
    ? [
        DIAGNOSTIC_REASONS.invalidMessage,
        `not a valid action envelope: ${describeIssues(error as ParseError)}`,
      ]
    : [
        DIAGNOSTIC_REASONS.extensionRefused,
        `'${cappedType(type)}' refused: this embed has no extension for it`,
      ];

/**
 * The embed's direction of the endpoint (`[fromWindow, receive]`): a trusted message from the parent
 * window, at an origin on `allowed` (`null` for `'*'`), decoded as an action; a type of the
 * transport's or an extension's to its handler (with the whole message: its ports too; port data as
 * a message from `port`), a core action to `onAction`.
 */
export function actionInbound(
  /** The framing window, `null` when not framed (then every message is refused). */
  parent: Window | null,
  allowed: ReadonlySet<string> | null,
  /** The transport's own messages' handlers, and the extensions' `actions` by type. */
  transportOwner: (type: string, channel: Channel) => Owner | undefined,
  extensionHandler: (type: string) => ((message: MessageEvent) => void) | undefined,
  onAction: (action: EmbedAction) => void,
  diagnose: (diagnostic: Diagnostic) => void,
  log: ExtensionLog,
) {
  const extensionOwner = (type: string): Owner | undefined => {
    const handler = extensionHandler(type);
    return (
      handler &&
      ((data, origin, message) => handler(message ?? new MessageEvent('message', { data, origin })))
    );
  };
  // The transport's own messages first, on their channel (as the host's): the extensions are asked only for the rest.
  const owner = (type: string, channel: Channel) => transportOwner(type, channel) ?? extensionOwner(type);
  return inbound(
    // `false` only: a browser's own message events are trusted (and happy-dom has no such field).
    (message) =>
      parent === null
        ? 'not framed'
        : message.source !== parent || message.isTrusted === false
          ? 'the message does not come from the parent window'
          : undefined,
    (origin) =>
      allowed === null || allowed.has(origin) ? undefined : `origin ${origin} is not on hostOrigins`,
    decodeReceivedAction,
    owner,
    onAction,
    refusal,
    diagnose,
    log,
  );
}
