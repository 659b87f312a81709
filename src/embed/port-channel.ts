import { DIAGNOSTIC_REASONS, type Diagnostic } from '../internal/diagnostics';
import { extensionEvent, parseExtensionAction } from '../protocol/extension-envelope';
import { describeIssues } from '../protocol/parse-error';
import type { Surface } from '../protocol/values';

/** 128 random bits, as four decimal numbers joined by `-`. */
const newNonce = (): string => crypto.getRandomValues(new Uint32Array(4)).join('-');

/**
 * The embed's end of the `message-port` extension: accepts one port per document, from a
 * checked parent message that carries the nonce this document announced in `ready`; then every
 * envelope both ways travels on it, still schema-checked.
 */
export class EmbedPort {
  #port: MessagePort | null = null;

  /** This document's secret, announced in `ready` to the host only: an offer without it is forged. */
  readonly nonce = newNonce();

  /** Why the offer is refused, or `null` once the port is open and `onData` gets what arrives. */
  accept(
    message: MessageEvent,
    onData: (data: unknown) => void,
    surface: Surface,
    now: number,
  ): Diagnostic | null {
    const { origin, data, ports } = message;
    const refuse = (reason: Diagnostic['reason'], why: string): Diagnostic => ({
      reason,
      message: `message-port offer refused: ${why}`,
      origin,
      detail: data,
    });
    if (this.#port) return refuse(DIAGNOSTIC_REASONS.extensionRefused, 'a port was already offered');
    const parsed = parseExtensionAction(data);
    if (!parsed.success) return refuse(DIAGNOSTIC_REASONS.invalidMessage, describeIssues(parsed.error));
    // A host without the nonce (an older version) is refused too: it falls back to window messages.
    if ((parsed.data.payload as { nonce?: string }).nonce !== this.nonce)
      return refuse(DIAGNOSTIC_REASONS.invalidMessage, "it does not carry this document's nonce");
    const [port] = ports;
    if (ports.length !== 1 || !port)
      return refuse(DIAGNOSTIC_REASONS.invalidMessage, 'it must carry one port');
    this.#port = port;
    port.onmessage = (event) => onData(event.data);
    port.postMessage(extensionEvent('message-port', {}, surface, now));
    return null;
  }

  /** Posts on the port when it is open; `false` when the caller must post a window message. */
  send(envelope: object): boolean {
    if (!this.#port) return false;
    this.#port.postMessage(envelope);
    return true;
  }

  close(): void {
    this.#port?.close();
    this.#port = null;
  }
}
