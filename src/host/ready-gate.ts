import type { EventPayloads } from '../envelope';
import type { Disposer } from '../internal/disposer';
import { EMBED_ERROR_CODES, EmbedError } from '../internal/errors';

type ReadyPayload = EventPayloads['ready'];

/**
 * The controller's `ready` promise: resolved by the first `ready` event, rejected by the
 * timeout or by `destroy()`, whichever comes first; later outcomes are ignored.
 */
export class ReadyGate {
  readonly promise: Promise<ReadyPayload>;
  #settle: ((outcome: ReadyPayload | EmbedError) => void) | null = null;

  constructor(timers: Disposer, timeoutMs: number, timeoutError: () => EmbedError) {
    this.promise = new Promise((resolve, reject) => {
      this.#settle = (outcome) => {
        this.#settle = null;
        if (outcome instanceof EmbedError) reject(outcome);
        else resolve(outcome);
      };
    });
    // A host that never awaits `ready` must not get an unhandled rejection.
    this.promise.catch(() => {});
    timers.timeout(() => this.#settle?.(timeoutError()), timeoutMs);
  }

  resolve(payload: ReadyPayload): void {
    this.#settle?.(payload);
  }

  reject(error: EmbedError): void {
    this.#settle?.(error);
  }
}

/**
 * The `ready-timeout` error. The browser tells a page nothing when a frame is refused, so the
 * message lists what usually went wrong, most likely first, with the two origins involved.
 */
export function readyTimeoutError(tenantOrigin: string, timeoutMs: number): EmbedError {
  const pageOrigin = globalThis.location?.origin ?? 'unknown';
  return new EmbedError(
    EMBED_ERROR_CODES.readyTimeout,
    `no ready from ${tenantOrigin} within ${timeoutMs} ms. Likely causes, in order: ` +
      `(1) the tenant refused to be framed by this page (${pageOrigin}): its frame-ancestors must ` +
      `list this origin (sandbox: --allowed-origin ${pageOrigin}; the browser console shows it); ` +
      `(2) a wrong tenantUrl: the embed address's origin (${tenantOrigin}) is not the tenant's; ` +
      '(3) the embed failed to load or never called ready().',
  );
}
