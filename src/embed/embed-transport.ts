import { DIAGNOSTIC_REASONS, type Diagnostic } from '../internal/diagnostics';
import { protocolType } from '../internal/message-type';
import { portTransport, type Transport, windowTransport } from '../internal/transport';
import {
  extensionEvent,
  PORT_OFFER_TYPE,
  parseExtensionAction,
  TRANSPORT_ACTION_TYPE,
} from '../protocol/extension-envelope';
import { EXTENSIONS } from '../protocol/extensions';
import { describeIssues } from '../protocol/parse-error';
import type { Surface } from '../protocol/values';
import type { PostTarget } from './parent-window';

/** 128 random bits, as four decimal numbers joined by `-`. */
const newNonce = (): string => crypto.getRandomValues(new Uint32Array(4)).join('-');

export interface EmbedTransportOptions {
  target: PostTarget;
  surface: Surface;
  now: () => number;
  /** Data that arrived on the port after the host's `switch`: the action checks. */
  onData: (data: unknown) => void;
  diagnose: (diagnostic: Diagnostic) => void;
}

/**
 * The embed's active transport: window messages, then the port its host offered with this
 * document's nonce, once the host said `switch` (its last window message). Port data that comes
 * before that `switch` is held, then handed on in order; the embed's own `switch`, sent at once, is
 * its last window message. Pings are answered on the channel they came on.
 */
export class EmbedTransport {
  /** This document's secret, sent to the host alone in `ready`: an offer without it is forged. */
  readonly nonce = newNonce();
  readonly #options: EmbedTransportOptions;
  readonly #window: Transport;
  #active: Transport;
  #port: Transport | null = null;
  #hostSwitched = false;
  #held: unknown[] = [];

  constructor(options: EmbedTransportOptions) {
    this.#options = options;
    const { target } = options;
    this.#window = target.ok
      ? windowTransport(() => target.window, target.targetOrigin)
      : windowTransport(() => null, '');
    this.#active = this.#window;
  }

  get kind(): Transport['kind'] {
    return this.#active.kind;
  }

  send(envelope: object): boolean {
    return this.#active.send(envelope);
  }

  /** The port's own field of `ready` (not in the core schema): the nonce the host's offer must carry. */
  announce(): Record<string, unknown> {
    return { [EXTENSIONS.messagePort]: { nonce: this.nonce } };
  }

  /** Handlers of the transport's window messages (after the source and origin checks), by type. */
  readonly handlers: ReadonlyMap<string, (message: MessageEvent) => void> = new Map([
    [PORT_OFFER_TYPE, (message: MessageEvent) => this.#accept(message)],
    [
      TRANSPORT_ACTION_TYPE,
      (message: MessageEvent) => this.#step(message.data, this.#window, message.origin),
    ],
  ]);

  close(): void {
    this.#port?.close();
    this.#port = null;
    this.#active = this.#window;
    this.#held = [];
  }

  #accept(message: MessageEvent): void {
    const refusal = this.#refusal(message);
    if (refusal) {
      const [reason, why] = refusal;
      const { origin, data } = message;
      this.#options.diagnose({ reason, message: `message-port offer refused: ${why}`, origin, detail: data });
      return;
    }
    const transport = portTransport(message.ports[0] as MessagePort, (data) =>
      this.#fromPort(transport, data),
    );
    this.#port = transport;
    transport.send(this.#event('message-port', {}));
  }

  /** Why an offer is refused: one port per document, a valid envelope, this document's nonce, one port. */
  #refusal({ data, ports }: MessageEvent): [Diagnostic['reason'], string] | null {
    if (this.#port) return [DIAGNOSTIC_REASONS.extensionRefused, 'a port was already offered'];
    const parsed = parseExtensionAction(data);
    if (!parsed.success) return [DIAGNOSTIC_REASONS.invalidMessage, describeIssues(parsed.error)];
    if ((parsed.data.payload as { nonce?: string }).nonce !== this.nonce)
      return [DIAGNOSTIC_REASONS.invalidMessage, "it does not carry this document's nonce"];
    if (ports.length !== 1) return [DIAGNOSTIC_REASONS.invalidMessage, 'it must carry one port'];
    return null;
  }

  #fromPort(port: Transport, data: unknown): void {
    if (port !== this.#port) return;
    if (protocolType(data) === TRANSPORT_ACTION_TYPE) this.#step(data, port, 'port');
    else if (this.#hostSwitched) this.#options.onData(data);
    else this.#held.push(data);
  }

  /** A `ping` (answered on `channel`) or the host's `switch` (on window messages only). */
  #step(data: unknown, channel: Transport, origin: string): void {
    const parsed = parseExtensionAction(data);
    if (!parsed.success) {
      this.#options.diagnose({
        reason: DIAGNOSTIC_REASONS.invalidMessage,
        message: `not a valid transport message: ${describeIssues(parsed.error)}`,
        origin,
        detail: data,
      });
      return;
    }
    const { step, seq } = parsed.data.payload as { step: 'ping' | 'switch'; seq: number };
    if (step === 'ping') channel.send(this.#event('transport', { step, seq }));
    else if (channel === this.#window && this.#port && !this.#hostSwitched) this.#switch(this.#port);
  }

  #switch(port: Transport): void {
    this.#hostSwitched = true;
    const held = this.#held;
    this.#held = [];
    for (const data of held) this.#options.onData(data);
    this.#window.send(this.#event('transport', { step: 'switch', seq: 0 }));
    this.#active = port;
  }

  #event(name: 'message-port' | 'transport', payload: object): object {
    const { surface, now } = this.#options;
    return extensionEvent(name, payload as never, surface, now());
  }
}
