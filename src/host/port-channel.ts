import type { EmbedAction } from '../envelope';
import type { DebugLog } from '../internal/debug-log';
import { DIAGNOSTIC_REASONS, type DiagnosticHandler, reportDiagnostic } from '../internal/diagnostics';
import {
  PORT_ACCEPTED_TYPE,
  PORT_OFFER_TYPE,
  parseExtensionEvent,
  portOffer,
} from '../protocol/extension-envelope';
import { EXTENSIONS } from '../protocol/extensions';
import type { EmbedCapabilities } from './capabilities';

export interface HostPortOptions {
  tenantOrigin: string;
  /** Each message that arrives on the open port, checked like a window message from the embed. */
  onData: (data: unknown) => void;
  onDiagnostic: DiagnosticHandler | undefined;
  debug: DebugLog | undefined;
}

/**
 * The host's end of the `message-port` extension: after a `ready` that announces it, one port of a
 * new `MessageChannel` is posted to the iframe window (tenant origin only). Actions go over the
 * port once the embed's first message on it says it accepted; until then, and after the iframe
 * says `ready` again (a reload: its new document has no port), they go as window messages.
 */
export class HostPort {
  readonly #options: HostPortOptions;
  #port: MessagePort | null = null;
  #open = false;

  constructor(options: HostPortOptions) {
    this.#options = options;
  }

  get isOpen(): boolean {
    return this.#open;
  }

  /** After each `ready`: the old port (of a document that is gone) closes; a new one is offered if announced. */
  onReady(capabilities: EmbedCapabilities | null, target: Window | null): void {
    this.close();
    if (target && capabilities?.extensions.includes(EXTENSIONS.messagePort)) this.#offer(target, Date.now());
  }

  #offer(target: Window, now: number): void {
    const { port1, port2 } = new MessageChannel();
    this.#port = port1;
    port1.onmessage = (message) => this.#receive(port1, message.data);
    const offer = portOffer(now);
    this.#options.debug?.('out', 'sent', PORT_OFFER_TYPE, this.#options.tenantOrigin, offer);
    target.postMessage(offer, this.#options.tenantOrigin, [port2]);
  }

  /** Posts on the port when it is open; `false` when the caller must post a window message. */
  send(action: EmbedAction): boolean {
    if (!this.#open || !this.#port) return false;
    this.#options.debug?.('out', 'sent', action.type, 'port', action.payload);
    this.#port.postMessage(action);
    return true;
  }

  close(): void {
    this.#port?.close();
    this.#port = null;
    this.#open = false;
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
      this.#options.debug?.('in', 'accepted', PORT_ACCEPTED_TYPE, 'port', {});
      return;
    }
    reportDiagnostic(this.#options.onDiagnostic, {
      reason: DIAGNOSTIC_REASONS.invalidMessage,
      message: 'message-port: the first message on the port must be its acceptance',
      detail: data,
    });
  }
}
