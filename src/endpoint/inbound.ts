import { DIAGNOSTIC_REASONS, type Diagnostic } from '../internal/diagnostics';
import type { ExtensionLog } from '../internal/extension';
import { refusedMessage } from '../internal/message-type';
import type { Decoded, EnvelopeFields } from '../protocol/envelope-parse';
import type { ParseError } from '../protocol/parse-error';
import type { Transport } from './transport';

/** The channel a message came on; `undefined` for data an extension hands in (`context.receive`). */
export type Channel = Transport['kind'] | undefined;

/** The handler that owns a type beyond the core catalog: the checked envelope (or the data of a type no rules here know), and the window message it came in. */
export type Owner = (envelope: unknown, origin: string, message: MessageEvent | undefined) => void;

/** A refusal past the sender checks: its reason and words, for a type no handler owns or data the codec refused. */
export type Refusal = (
  error: ParseError | undefined,
  type: string | undefined,
) => [Diagnostic['reason'], string];

/** The longest extension name a handler is looked up for (`EXTENSION_LIST_PATTERN`). */
const MAX_EXTENSION_NAME_LENGTH = 64;

/**
 * One side's way in, `[fromWindow, receive]`. The checks run in one order and fail closed: the
 * sender (`sourceRefusal`: the other side's window), its origin (`originRefusal`), then the codec
 * (`decode`: the type looked up first, the envelope and payload checked once by that type's rules),
 * then one dispatch: a core message to `onMessage`, a type beyond the catalog to its `owner` (the
 * transport's own messages on their channel, an extension's), anything else refused. `receive` is
 * where data whose sender is known by construction (a port's, `channel` `port`) enters, after the
 * sender checks, and an extension's (`context.receive`, no channel). Nothing here throws.
 * (Positional parameters: a minified bundle keeps property names.)
 */
export function inbound<M extends EnvelopeFields>(
  sourceRefusal: (message: MessageEvent) => string | undefined,
  originRefusal: (origin: string) => string | undefined,
  decode: (data: unknown) => Decoded<M>,
  owner: (type: string, channel: Channel) => Owner | undefined,
  onMessage: (message: M, data: unknown, origin: string) => void,
  refusal: Refusal,
  diagnose: (diagnostic: Diagnostic) => void,
  log: ExtensionLog,
) {
  const receive = (data: unknown, origin: string, channel?: Channel, message?: MessageEvent) => {
    const decoded = decode(data);
    if (decoded.success && !decoded.extension) {
      log('in', 'accepted', decoded.data.type, origin, decoded.data.payload);
      return onMessage(decoded.data, data, origin);
    }
    const type = decoded.success ? decoded.data.type : decoded.unknownType;
    // A longer name is no extension's: refused, never looked up.
    const handler =
      type !== undefined && type.length - type.indexOf(':', 4) <= MAX_EXTENSION_NAME_LENGTH + 1
        ? owner(type, channel)
        : undefined;
    if (handler) return handler(decoded.data ?? data, origin, message);
    const [reason, words] = refusal(decoded.error, type);
    diagnose({ reason, message: words, origin, detail: data });
  };
  const fromWindow = (message: MessageEvent) => {
    const { origin, data } = message;
    let reason: Diagnostic['reason'] = DIAGNOSTIC_REASONS.wrongSource;
    let why = sourceRefusal(message);
    if (!why) {
      reason = DIAGNOSTIC_REASONS.wrongOrigin;
      why = originRefusal(origin);
    }
    // Another window's data is not ours to hand on: its origin and its protocol type say enough.
    if (why) diagnose({ reason, message: refusedMessage(data, why), origin });
    else receive(data, origin, 'window', message);
  };
  return [fromWindow, receive] as const;
}
