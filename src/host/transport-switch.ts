import type { Channel, Owner } from '../endpoint/inbound';
import { SwitchingTransport } from '../endpoint/switching-transport';
import { type Transport, windowTransport } from '../endpoint/transport';
import { DIAGNOSTIC_REASONS, type Diagnostic } from '../internal/diagnostics';
import { invalidOption, shown } from '../internal/errors';
import type { ExtensionLifetime, ExtensionLog } from '../internal/extension';
import { protocolType } from '../internal/message-type';
import {
  PORT_ACCEPTED_TYPE,
  PORT_OFFER_TYPE,
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
  diagnose: (diagnostic: Diagnostic) => void;
  log: ExtensionLog;
  timers: Pick<ExtensionLifetime, 'timeout'>;
}

/**
 * The host's active transport (`SwitchingTransport`): window messages until the embed's document
 * accepted a port (its `svc:event:message-port` after `ready` carries the nonce the offer must
 * carry) and, with `auto`, the port won the race of pings. A new document (a second `ready`, or a
 * `load` without one) gets window messages again.
 */
export class HostTransport extends SwitchingTransport {
  readonly #options: HostTransportOptions;
  #accepted = false;
  #race: PortRace | null = null;
  #cancelTimer = () => {};
  /** The document of the iframe's last `load` has not said `ready` yet. */
  #readyOwed = false;
  /** `ready`s of documents still loading (a document may say it before its `load`). */
  #earlyReadies = 0;

  /** `onData`: data that arrived on the port after the embed's `switch`, for the same envelope checks as a window message. */
  constructor(options: HostTransportOptions, onData: (data: unknown) => void) {
    super(windowTransport(options.target, options.tenantOrigin), onData);
    this.#options = options;
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
    if (early || this.kind === 'window') return;
    // The port still receives: a document that said ready early is taken for one that did not
    // when a foreign page came before it, and its events must not be lost.
    this.use(this.window);
    this.#options.diagnose({
      reason: DIAGNOSTIC_REASONS.extensionRefused,
      message: 'message-port: the iframe loaded a document that has not said ready; window messages instead',
    });
  }

  /**
   * The handler of the transport's own messages, checked by the codec by their own rules (the
   * transport ships with the library): the acceptance (on the port), a pong (on the channel it was
   * pinged on), the embed's `switch` (its last window message).
   */
  owner(type: string, channel: Channel): Owner | undefined {
    if (type === TRANSPORT_EVENT_TYPE && channel) return (envelope) => this.#step(envelope, channel);
    if (type === PORT_ACCEPTED_TYPE && channel === 'port') return () => this.#onAccepted();
    return undefined;
  }

  #step(envelope: unknown, channel: Transport['kind']): void {
    const { step, seq } = (envelope as { payload: { step: string; seq: number } }).payload;
    if (step === 'ping') this.#race?.pong(seq, channel);
    else if (channel === 'window' && this.#accepted) this.switched();
  }

  override close(): void {
    this.#cancelTimer();
    this.#race?.stop();
    this.#race = null;
    this.#accepted = false;
    super.close();
  }

  #offer(nonce: string): void {
    const target = this.#options.target();
    if (!target) return;
    const { port1, port2 } = new MessageChannel();
    this.attach(port1, (data) => this.#own(data));
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

  /** The transport's own messages on the port are read at once; before the acceptance, nothing else is. */
  #own(data: unknown): boolean | undefined {
    const type = protocolType(data);
    if (type === PORT_ACCEPTED_TYPE || type === TRANSPORT_EVENT_TYPE) return true;
    if (this.#accepted) return false;
    this.#options.diagnose({
      reason: DIAGNOSTIC_REASONS.invalidMessage,
      message: 'message-port: the first message must be the acceptance',
      detail: data,
    });
    return undefined;
  }

  #onAccepted(): void {
    const port = this.port;
    if (this.#accepted || !port) return;
    this.#accepted = true;
    this.#cancelTimer();
    this.#options.log('in', 'accepted', PORT_ACCEPTED_TYPE, 'port', {});
    if (this.#options.choice === 'port') {
      this.#switchTo(port);
      return;
    }
    this.#race = new PortRace({
      ping: (seq, channel) =>
        (channel === 'port' ? port : this.window).send(transportAction('ping', seq, Date.now())),
      timers: this.#options.timers,
      decide: (portWon) => {
        this.#race = null;
        if (portWon) this.#switchTo(port);
      },
    });
  }

  /** `switch` is the last window message: the embed holds what comes on the port until it has read it. */
  #switchTo(port: Transport): void {
    this.window.send(transportAction('switch', 0, Date.now()));
    this.use(port);
    this.#options.log('out', 'sent', 'svc:action:transport', 'port', { step: 'switch' });
  }
}
