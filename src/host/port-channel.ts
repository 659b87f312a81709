import type { EmbedAction } from '../envelope';
import { DIAGNOSTIC_REASONS, type Diagnostic } from '../internal/diagnostics';
import type { ExtensionLifetime, ExtensionLog } from '../internal/extension';
import {
  PORT_ACCEPTED_TYPE,
  PORT_OFFER_TYPE,
  parseExtensionEvent,
  portOffer,
} from '../protocol/extension-envelope';
import { EXTENSIONS } from '../protocol/extensions';
import type { EmbedCapabilities } from './extension';

/** How long actions wait for the embed to accept an offered port before they go as window messages. */
export const PORT_ACCEPT_TIMEOUT_MS = 1000;

export interface HostPortOptions {
  tenantOrigin: string;
  /** Each message that arrives on the open port, checked like a window message from the embed. */
  onData: (data: unknown) => void;
  diagnose: (diagnostic: Diagnostic) => void;
  log: ExtensionLog;
  /** The controller's timers: the acceptance timer dies with it. */
  timers: Pick<ExtensionLifetime, 'timeout'>;
  /** Posts actions held for a port that was never accepted, as window messages. */
  fallback: (held: EmbedAction[]) => void;
}

/**
 * The host's end of the `message-port` extension: after a `ready` that announces it, one port of a
 * new `MessageChannel` is posted to the iframe window (tenant origin only). Actions sent after the
 * offer wait for the embed's acceptance (its first message on the port), then go on the port in
 * order: a port message could overtake a window message still in flight. Without an acceptance
 * within `PORT_ACCEPT_TIMEOUT_MS` they go as window messages, and so do all later ones; the port
 * stays open to receive, since a late embed still accepts and then sends its events on it.
 * After the iframe says `ready` again (a reload: its new document has no port), window messages;
 * actions still held for the old port go to the new document, first.
 */
export class HostPort {
  readonly #options: HostPortOptions;
  #port: MessagePort | null = null;
  /** The embed accepted: what arrives on the port is data. */
  #open = false;
  /** Actions waiting for the acceptance; `null` when not waiting. */
  #held: EmbedAction[] | null = null;
  /** Actions go on the port (accepted in time). */
  #sendsOnPort = false;
  #cancelTimer = () => {};
  /** The document of the iframe's last `load` has not said `ready` yet. */
  #readyOwed = false;
  /** `ready`s of documents still loading (a document may say it before its `load`). */
  #earlyReadies = 0;

  constructor(options: HostPortOptions) {
    this.#options = options;
  }

  /** After each `ready`: the old port (of a document that is gone) closes; a new one is offered if announced. */
  onReady(capabilities: EmbedCapabilities | null, target: Window | null, nonce?: string): void {
    // Actions held for the old document's port are still owed to the embed: to its next port, or as window messages.
    const held = this.#held ?? [];
    this.close();
    if (this.#readyOwed) this.#readyOwed = false;
    else this.#earlyReadies += 1;
    const announced = capabilities?.extensions.includes(EXTENSIONS.messagePort);
    if (target && announced) this.#offer(target, Date.now(), nonce);
    if (this.#held) this.#held.push(...held);
    else if (held.length > 0) this.#options.fallback(held);
  }

  #offer(target: Window, now: number, nonce: string | undefined): void {
    const { port1, port2 } = new MessageChannel();
    this.#port = port1;
    this.#held = [];
    port1.onmessage = (message) => this.#receive(port1, message.data);
    const offer = portOffer(now, nonce);
    this.#options.log('out', 'sent', PORT_OFFER_TYPE, this.#options.tenantOrigin, offer);
    target.postMessage(offer, this.#options.tenantOrigin, [port2]);
    this.#cancelTimer = this.#options.timers.timeout(() => {
      const held = this.#held as EmbedAction[];
      this.#held = null;
      this.#options.diagnose({
        reason: DIAGNOSTIC_REASONS.extensionRefused,
        message: `message-port not accepted in ${PORT_ACCEPT_TIMEOUT_MS} ms: window messages instead`,
      });
      this.#options.fallback(held);
    }, PORT_ACCEPT_TIMEOUT_MS);
  }

  /**
   * Each `load` of the iframe is a new document. One that has not said `ready` (another origin, or
   * a tenant page that has not said it yet) does not hold the port: actions go as window messages,
   * which the browser delivers only to the tenant origin, until a `ready` offers a port anew. The
   * port still receives: a document that said `ready` early is taken for one that did not when a
   * foreign page came before it, and its events must not be lost.
   */
  onLoad(): void {
    const early = this.#earlyReadies > 0;
    this.#earlyReadies = early ? this.#earlyReadies - 1 : 0;
    this.#readyOwed = !early;
    if (early || (!this.#sendsOnPort && !this.#held)) return;
    const held = this.#held ?? [];
    this.#cancelTimer();
    this.#held = null;
    this.#sendsOnPort = false;
    this.#options.diagnose({
      reason: DIAGNOSTIC_REASONS.extensionRefused,
      message: 'message-port: the iframe loaded a document that has not said ready; window messages instead',
    });
    this.#options.fallback(held);
  }

  /** Posts on the port, or holds the action until the port is accepted; `false`: post a window message. */
  send(action: EmbedAction): boolean {
    if (this.#held) {
      this.#held.push(action);
      return true;
    }
    if (!this.#sendsOnPort || !this.#port) return false;
    this.#options.log('out', 'sent', action.type, 'port', action.payload);
    this.#port.postMessage(action);
    return true;
  }

  close(): void {
    this.#cancelTimer();
    this.#port?.close();
    this.#port = null;
    this.#open = false;
    this.#held = null;
    this.#sendsOnPort = false;
  }

  #receive(port: MessagePort, data: unknown): void {
    if (port !== this.#port) return;
    if (this.#open) {
      this.#options.onData(data);
      return;
    }
    const accepted = parseExtensionEvent(data);
    if (accepted.success && accepted.data.type === PORT_ACCEPTED_TYPE) {
      this.#open = true;
      this.#cancelTimer();
      this.#options.log('in', 'accepted', PORT_ACCEPTED_TYPE, 'port', {});
      const held = this.#held;
      if (!held) return; // accepted after the timeout: actions stay window messages, in order
      this.#held = null;
      this.#sendsOnPort = true;
      for (const action of held) this.send(action);
      return;
    }
    this.#options.diagnose({
      reason: DIAGNOSTIC_REASONS.invalidMessage,
      message: 'message-port: the first message must be the acceptance',
      detail: data,
    });
  }
}
