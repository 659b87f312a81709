import type { EventPayloads } from '../envelope';
import type { Disposer } from '../internal/disposer';
import { EMBED_ERROR_CODES, EmbedError } from '../internal/errors';

type ReadyPayload = EventPayloads['ready'];

/**
 * The controller's `ready` promise: resolved by the first `ready` event, rejected by the
 * timeout (counted from `start()`: the embed opens) or by `destroy()`, whichever comes first;
 * later outcomes are ignored.
 */
export class ReadyGate {
  readonly promise: Promise<ReadyPayload>;
  #settle: ((outcome: ReadyPayload | EmbedError) => void) | null = null;

  constructor() {
    this.promise = new Promise((resolve, reject) => {
      this.#settle = (outcome) => {
        this.#settle = null;
        if (outcome instanceof EmbedError) reject(outcome);
        else resolve(outcome);
      };
    });
    // A host that never awaits `ready` must not get an unhandled rejection.
    this.promise.catch(() => {});
  }

  start(timers: Disposer, timeoutMs: number, timeoutError: () => EmbedError): void {
    timers.timeout(() => this.#settle?.(timeoutError()), timeoutMs);
  }

  resolve(payload: ReadyPayload): void {
    this.#settle?.(payload);
  }

  reject(error: EmbedError): void {
    this.#settle?.(error);
  }
}

/** What the host saw of the embed while it waited for `ready`. */
export interface ReadyWatch {
  /** The iframe fired `load`: a document (maybe an error page) arrived. */
  loaded: boolean;
  /** A message came from the tenant origin (accepted or not). */
  heard: boolean;
}

/**
 * The `ready-timeout` error. The browser tells a page nothing when a frame is refused, so the
 * message lists what usually went wrong, ordered by what the host saw, with the two origins.
 */
export function readyTimeoutError(tenantOrigin: string, timeoutMs: number, seen: ReadyWatch): EmbedError {
  const pageOrigin = globalThis.location?.origin ?? 'unknown';
  const refused =
    `the tenant refused to be framed by this page (${pageOrigin}): its frame-ancestors must ` +
    `list this origin (sandbox: --allowed-origin ${pageOrigin}; the browser console shows it)`;
  const wrongUrl = `a wrong tenantUrl: the embed address's origin (${tenantOrigin}) is not the tenant's`;
  const noReady = 'the embed loaded but failed before calling ready() (see onDiagnostic, the embed console)';
  const causes = seen.heard
    ? [`the embed at ${tenantOrigin} sent messages but no valid ready (see onDiagnostic)`, noReady]
    : seen.loaded
      ? [refused, wrongUrl, noReady]
      : [
          `the iframe never loaded: ${tenantOrigin} is unreachable, or the iframe is not in the document`,
          wrongUrl,
        ];
  const saw = seen.heard
    ? 'messages arrived'
    : seen.loaded
      ? 'the iframe loaded, nothing arrived'
      : 'the iframe never loaded';
  return new EmbedError(
    EMBED_ERROR_CODES.readyTimeout,
    `no ready from ${tenantOrigin} within ${timeoutMs} ms (${saw}). Likely causes, in order: ` +
      causes.map((cause, index) => `(${index + 1}) ${cause}`).join('; ') +
      '.',
  );
}
