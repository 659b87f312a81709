import type { Channel, Owner } from '../endpoint/inbound';
import { SwitchingTransport } from '../endpoint/switching-transport';
import { type Transport, windowTransport } from '../endpoint/transport';
import { DIAGNOSTIC_REASONS, type Diagnostic } from '../internal/diagnostics';
import { protocolType } from '../internal/message-type';
import { extensionEvent, PORT_OFFER_TYPE, TRANSPORT_ACTION_TYPE } from '../protocol/extension-envelope';
import { EXTENSIONS } from '../protocol/extensions';
import type { Surface } from '../protocol/values';
import type { PostTarget } from './parent-window';

/** 128 random bits, as four decimal numbers joined by `-`. */
const newNonce = (): string => crypto.getRandomValues(new Uint32Array(4)).join('-');

export interface EmbedTransportOptions {
  target: PostTarget;
  surface: Surface;
  now: () => number;
  diagnose: (diagnostic: Diagnostic) => void;
}

/**
 * The embed's active transport (`SwitchingTransport`): window messages, then the port its host
 * offered with this document's nonce, once the host said `switch` (its last window message); the
 * embed's own `switch`, sent at once, is its last window message. Pings are answered on the
 * channel they came on.
 */
export class EmbedTransport extends SwitchingTransport {
  /** This document's secret, sent to the host alone in `ready`: an offer without it is forged. */
  readonly nonce = newNonce();
  readonly #options: EmbedTransportOptions;

  /** `onData`: data that arrived on the port after the host's `switch`, for the action checks. */
  constructor(options: EmbedTransportOptions, onData: (data: unknown) => void) {
    const { target } = options;
    super(
      target.ok ? windowTransport(() => target.window, target.targetOrigin) : windowTransport(() => null, ''),
      onData,
    );
    this.#options = options;
  }

  /** The port's own field of `ready` (not in the core schema): the nonce the host's offer must carry. */
  announce(): Record<string, unknown> {
    return { [EXTENSIONS.messagePort]: { nonce: this.nonce } };
  }

  /**
   * The handler of the transport's own messages, checked by the codec: the port offer (a window
   * message, with its port), a ping (answered on the channel it came on) or the host's `switch`.
   */
  owner(type: string, channel: Channel): Owner | undefined {
    if (type === TRANSPORT_ACTION_TYPE && channel) return (envelope) => this.#step(envelope, channel);
    if (type === PORT_OFFER_TYPE && channel === 'window')
      return (_envelope, _origin, message) => this.#accept(message as MessageEvent);
    return undefined;
  }

  #accept(message: MessageEvent): void {
    const refusal = this.#refusal(message);
    if (refusal) {
      const [reason, why] = refusal;
      const { origin, data } = message;
      this.#options.diagnose({ reason, message: `message-port offer refused: ${why}`, origin, detail: data });
      return;
    }
    this.attach(message.ports[0] as MessagePort, (data) => protocolType(data) === TRANSPORT_ACTION_TYPE).send(
      this.#event('message-port', {}),
    );
  }

  /** Why an offer (checked by the codec) is refused: one port per document, this document's nonce, one port. */
  #refusal({ data, ports }: MessageEvent): [Diagnostic['reason'], string] | null {
    if (this.port) return [DIAGNOSTIC_REASONS.extensionRefused, 'a port was already offered'];
    if ((data as { payload: { nonce?: string } }).payload.nonce !== this.nonce)
      return [DIAGNOSTIC_REASONS.invalidMessage, "it does not carry this document's nonce"];
    if (ports.length !== 1) return [DIAGNOSTIC_REASONS.invalidMessage, 'it must carry one port'];
    return null;
  }

  /** A `ping` (answered on the channel it came on) or the host's `switch` (on window messages only). */
  #step(envelope: unknown, channel: Transport['kind']): void {
    const { step, seq } = (envelope as { payload: { step: 'ping' | 'switch'; seq: number } }).payload;
    const port = this.port;
    if (step === 'ping')
      (channel === 'port' ? port : this.window)?.send(this.#event('transport', { step, seq }));
    else if (channel === 'window' && port && this.switched()) {
      this.window.send(this.#event('transport', { step: 'switch', seq: 0 }));
      this.use(port);
    }
  }

  #event(name: 'message-port' | 'transport', payload: object): object {
    const { surface, now } = this.#options;
    return extensionEvent(name, payload as never, surface, now());
  }
}
