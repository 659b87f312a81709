import { portTransport, type Transport } from './transport';

/**
 * The active transport of one side: window messages until a port is in use. The switch keeps order
 * both ways: each side's `switch` is its last window message, and each side holds what arrives on
 * the port until it has read the other's `switch`, then hands it on in order. What differs (the
 * host offers a port and races pings, the embed accepts one and answers them) is each side's own.
 */
export class SwitchingTransport {
  /** Window messages: the handshake, the `switch` and the pings go this way. */
  readonly window: Transport;
  /** Data that arrived on the port, once the other side's `switch` has been read. */
  readonly #onData: (data: unknown) => void;
  #active: Transport;
  #port: Transport | null = null;
  /** The other side said `switch`: what arrives on the port is handed on, in order. */
  #switched = false;
  #held: unknown[] = [];

  constructor(window: Transport, onData: (data: unknown) => void) {
    this.window = window;
    this.#active = window;
    this.#onData = onData;
  }

  get kind(): Transport['kind'] {
    return this.#active.kind;
  }

  /** The port opened for this document, or `null`. */
  get port(): Transport | null {
    return this.#port;
  }

  /** Through the active transport; `false` when there is nowhere to post. */
  send(message: object): boolean {
    return this.#active.send(message);
  }

  close(): void {
    this.#port?.close();
    this.#port = null;
    this.#active = this.window;
    this.#switched = false;
    this.#held = [];
  }

  /** Sends on `transport` from now on (the port after this side's `switch`; window messages again). */
  use(transport: Transport): void {
    this.#active = transport;
  }

  /**
   * Opens `port` for this document: what arrives on it goes to `onData`, the transport's own
   * messages at once (`own` says `true`: the acceptance, pings; the switch comes after them), the
   * rest once the other side's `switch` has been read (held until then, in order); `own` says
   * `undefined` for data it refused.
   */
  attach(port: MessagePort, own: (data: unknown) => boolean | undefined): Transport {
    const transport = portTransport(port, (data) => {
      if (transport !== this.#port) return;
      const now = own(data);
      if (now === undefined) return;
      if (now || this.#switched) this.#onData(data);
      else this.#held.push(data);
    });
    this.#port = transport;
    return transport;
  }

  /** The other side's `switch` was read: what it sent on the port is handed on in order. `false` when already read. */
  switched(): boolean {
    if (this.#switched) return false;
    this.#switched = true;
    const held = this.#held;
    this.#held = [];
    for (const data of held) this.#onData(data);
    return true;
  }
}
