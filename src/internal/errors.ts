import { isBrandedInstance, setBrand } from './brand';

/** Every `EmbedError` code, by name. An enum of strings, as `DIAGNOSTIC_REASONS` (the build inlines each use). */
export enum EMBED_ERROR_CODES {
  /** An option given to a constructor, a factory or a wrapper is missing or invalid. */
  invalidOptions = 'invalid-options',
  /** A value passed to a method (`setTimezone`, `emit`, `createAction`, ...) is invalid. */
  invalidArgument = 'invalid-argument',
  /** `ready` did not arrive within `readyTimeoutMs`. */
  readyTimeout = 'ready-timeout',
  /** The iframe loaded an error page and a request to the tenant origin failed on the network: nothing answers there. */
  tenantUnreachable = 'tenant-unreachable',
  /** `mintSession` rejected, or resolved with no usable id, for the first session of an embed opened without `sessionId`. */
  mintFailed = 'mint-failed',
  /** The embed reported a fatal error before `ready` (its `error` event with `fatal: true`); the message is the embed's. */
  embedFailed = 'embed-failed',
  /** The controller was destroyed before `ready`, or a method was called after `destroy()` (or a test simulation's `restore()`). */
  destroyed = 'destroyed',
  /** `requestFullscreen()`/`exitFullscreen()`: the browser refused, or the iframe is not in a document. */
  fullscreenRefused = 'fullscreen-refused',
  /** A browser-only entry (`EmbedController`, `EmbedEmitter`, `defineSvcEmbed`) ran with no DOM: Node, a server component. */
  browserOnly = 'browser-only',
}

/** What went wrong in an `EmbedError`: one of the values of `EMBED_ERROR_CODES`. */
export type EmbedErrorCode = `${EMBED_ERROR_CODES}`;

const EMBED_ERROR_BRAND = Symbol.for('@svc/embed/EmbedError');

/** The one error class of the public API; `code` says what went wrong, `cause` holds the parse error. */
export class EmbedError extends Error {
  /** Always `EmbedError`. */
  override readonly name = 'EmbedError';
  /** What went wrong; see `EMBED_ERROR_CODES`. */
  readonly code: EmbedErrorCode;

  constructor(code: EmbedErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
    setBrand(this, EMBED_ERROR_BRAND);
  }

  /** True for an `EmbedError` from any copy of `@svc/embed`; subclasses keep the usual prototype check. */
  static override [Symbol.hasInstance](value: unknown): boolean {
    // biome-ignore lint/complexity/noThisInStatic: `this` is the class `instanceof` was asked about.
    return isBrandedInstance(this, EmbedError, EMBED_ERROR_BRAND, value);
  }
}

export function invalidOption(message: string): EmbedError {
  return new EmbedError(EMBED_ERROR_CODES.invalidOptions, message);
}

/**
 * A `mintSession` that rejected or threw: the error names it as the source (`during` says for what,
 * e.g. ' for the first session') and keeps what it threw as `cause`.
 */
export function mintFailed(cause: unknown, during = ''): EmbedError {
  const reason = cause instanceof Error ? cause.message : String(cause);
  return new EmbedError(EMBED_ERROR_CODES.mintFailed, `mintSession failed${during}: ${reason}`, { cause });
}

export function invalidArgument(message: string, cause?: unknown): EmbedError {
  return new EmbedError(
    EMBED_ERROR_CODES.invalidArgument,
    message,
    cause === undefined ? undefined : { cause },
  );
}

/** `'+02:00'`, `42`, `undefined`: a received value as a message shows it (cut at 60 characters). */
export function shown(value: unknown): string {
  let text = typeof value === 'string' ? `'${value}'` : undefined;
  try {
    text ??= JSON.stringify(value);
  } catch {}
  text ??= typeof value;
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
