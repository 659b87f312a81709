import { DIAGNOSTIC_REASONS, type Diagnostic } from '../internal/diagnostics';
import { invalidOption, shown } from '../internal/errors';
import type { ExtensionLifetime, ExtensionLog } from '../internal/extension';
import { protocolType } from '../internal/message-type';
import { portTransport, type Transport, windowTransport } from '../internal/transport';
import {
  PORT_ACCEPTED_TYPE,
  PORT_OFFER_TYPE,
  parseExtensionEvent,
  portOffer,
  TRANSPORT_EVENT_TYPE,
  transportAction,
} from '../protocol/extension-envelope';
import { readPortNonce } from './port-nonce';
import { PortRace } from './port-race';

/** `auto`: measure both after the handshake and use the port when it is faster. */
export type TransportChoice = 'auto' | 'window' | 'port';

const CHOICES: readonly string[] = ['auto', 'window', 'port'];

/** The `transport` option, `auto` when absent; anything else throws `invalid-options`. */
export function readTransportChoice(value: unknown): TransportChoice {
  if (value === undefined) return 'auto';
  if (CHOICES.includes(value as string)) return value as TransportChoice;
  throw invalidOption(`transport must be 'auto', 'window' or 'port', got ${shown(value)}`);
}

/** How long the host waits for the embed to accept an offered port (window messages meanwhile). */
export const PORT_ACCEPT_TIMEOUT_MS = 1000;

export interface HostTransportOptions {
  choice: TransportChoice;
  tenantOrigin: string;
  /** The iframe's window at the time of sending. */
  target: () => Window | null;
  /** Data that arrived on the port after the embed's `switch`: the same envelope checks as a window message. */
  onData: (data: unknown) => void;
  diagnose: (diagnostic: Diagnostic) => void;
  log: ExtensionLog;
  timers: Pick<ExtensionLifetime, 'timeout'>;
}

/**
 * The host's active transport: window messages until the embed's document accepted a port (its
 * `svc:event:message-port` after `ready` carries the nonce the offer must carry) and, with `auto`,
 * the port won the race of pings. The switch keeps order both ways: each side's `switch` is its last
 * window message, and each side holds what arrives on the port until it has seen the other's
 * `switch`. A new document (a second `ready`, or a `load` without one) gets window messages again.
 */
export class HostTransport {
  readonly #options: HostTransportOptions;
  readonly #window: Transport;
  #active: Transport;
  #port: Transport | null = null;
  #accepted = false;
  /** The embed said `switch`: what arrives on the port is handed on, in order. */
  #embedSwitched = false;
  #held: unknown[] = [];
  #race: PortRace | null = null;
  #cancelTimer = () => {};
  /** The document of the iframe's last `load` has not said `ready` yet. */
  #readyOwed = false;
  /** `ready`s of documents still loading (a document may say it before its `load`). */
  #earlyReadies = 0;

  constructor(options: HostTransportOptions) {
    this.#options = options;
    this.#window = windowTransport(options.target, options.tenantOrigin);
    this.#active = this.#window;
  }

  get kind(): Transport['kind'] {
    return this.#active.kind;
  }

  /** Through the active transport; `false` when the iframe has no window. */
  send(message: object): boolean {
    return this.#active.send(message);
  }

  /**
   * Each `ready` (`data`, checked by the core schema) is a new document: window messages until it
   * accepts a port of its own, offered when its `message-port` field carries a valid nonce.
   */
  onReady(data: unknown): void {
    this.close();
    if (this.#readyOwed) this.#readyOwed = false;
    else this.#earlyReadies += 1;
    const nonce = this.#options.choice === 'window' ? undefined : readPortNonce(data);
    if (nonce) this.#offer(nonce);
  }

  /** A `load` whose document has not said `ready` (it navigated, maybe to another origin) gets window messages. */
  onLoad(): void {
    const early = this.#earlyReadies > 0;
    this.#earlyReadies = early ? this.#earlyReadies - 1 : 0;
    this.#readyOwed = !early;
    if (early || this.#active.kind === 'window') return;
    // The port still receives: a document that said ready early is taken for one that did not
    // when a foreign page came before it, and its events must not be lost.
    this.#active = this.#window;
    this.#options.diagnose({
      reason: DIAGNOSTIC_REASONS.extensionRefused,
      message: 'message-port: the iframe loaded a document that has not said ready; window messages instead',
    });
  }

  /**
   * A window message of the transport's own type (a pong, the embed's `switch`), already checked by
   * the codec with its own rules (the transport ships with the library); `false` for any other type.
   */
  receiveWindow(envelope: unknown, type: string): boolean {
    if (type !== TRANSPORT_EVENT_TYPE) return false;
    const payload = (envelope as { payload: { step: string; seq: number } }).payload;
    if (payload.step === 'ping') this.#race?.pong(payload.seq, 'window');
    else if (this.#accepted && !this.#embedSwitched) {
      this.#embedSwitched = true;
      const held = this.#held;
      this.#held = [];
      for (const data of held) this.#options.onData(data);
    }
    return true;
  }

  close(): void {
    this.#cancelTimer();
    this.#race?.stop();
    this.#race = null;
    this.#port?.close();
    this.#port = null;
    this.#active = this.#window;
    this.#accepted = false;
    this.#embedSwitched = false;
    this.#held = [];
  }

  #offer(nonce: string): void {
    const target = this.#options.target();
    if (!target) return;
    const { port1, port2 } = new MessageChannel();
    const port = portTransport(port1, (data) => this.#fromPort(port, data));
    this.#port = port;
    const offer = portOffer(Date.now(), nonce);
    this.#options.log('out', 'sent', PORT_OFFER_TYPE, this.#options.tenantOrigin, {});
    target.postMessage(offer, this.#options.tenantOrigin, [port2]);
    this.#cancelTimer = this.#options.timers.timeout(() => {
      this.#options.diagnose({
        reason: DIAGNOSTIC_REASONS.extensionRefused,
        message: `message-port not accepted in ${PORT_ACCEPT_TIMEOUT_MS} ms: window messages instead`,
      });
    }, PORT_ACCEPT_TIMEOUT_MS);
  }

  #fromPort(port: Transport, data: unknown): void {
    if (port !== this.#port) return;
    const type = protocolType(data);
    if (type === PORT_ACCEPTED_TYPE || type === TRANSPORT_EVENT_TYPE) {
      const parsed = parseExtensionEvent(data);
      if (!parsed.success) return void this.#invalid(data, 'not a valid transport message');
      if (type === PORT_ACCEPTED_TYPE) this.#onAccepted(port);
      else this.#race?.pong((parsed.data.payload as { seq: number }).seq, 'port');
      return;
    }
    if (!this.#accepted) return void this.#invalid(data, 'the first message must be the acceptance');
    if (this.#embedSwitched) this.#options.onData(data);
    else this.#held.push(data);
  }

  #onAccepted(port: Transport): void {
    if (this.#accepted) return;
    this.#accepted = true;
    this.#cancelTimer();
    this.#options.log('in', 'accepted', PORT_ACCEPTED_TYPE, 'port', {});
    if (this.#options.choice === 'port') {
      this.#switchTo(port);
      return;
    }
    this.#race = new PortRace({
      ping: (seq, channel) =>
        (channel === 'port' ? port : this.#window).send(transportAction('ping', seq, Date.now())),
      timers: this.#options.timers,
      decide: (portWon) => {
        this.#race = null;
        if (portWon) this.#switchTo(port);
      },
    });
  }

  /** `switch` is the last window message: the embed holds what comes on the port until it has read it. */
  #switchTo(port: Transport): void {
    this.#window.send(transportAction('switch', 0, Date.now()));
    this.#active = port;
    this.#options.log('out', 'sent', 'svc:action:transport', 'port', { step: 'switch' });
  }

  #invalid(data: unknown, why: string): true {
    this.#options.diagnose({
      reason: DIAGNOSTIC_REASONS.invalidMessage,
      message: `message-port: ${why}`,
      detail: data,
    });
    return true;
  }
}
