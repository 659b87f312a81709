import { isBrandedInstance, setBrand } from '../internal/brand';

/** Every `SessionApiError` code, by name. */
export const SESSION_API_ERROR_CODES = {
  /** An option of `createSessionClient` is missing or invalid. */
  invalidOptions: 'invalid-options',
  /** The request (or the session id to revoke) is invalid; nothing was sent. */
  invalidRequest: 'invalid-request',
  /** `createSessionClient` was called in a browser without `allowBrowser`. */
  browserRefused: 'browser-refused',
  /** The request could not reach the tenant. */
  networkError: 'network-error',
  /** No complete response within `timeoutMs`. */
  timeout: 'timeout',
  /** The tenant answered with an error status (`status`, `serverMessage`). */
  httpError: 'http-error',
  /** The tenant answered with a body or status the client does not expect. */
  invalidResponse: 'invalid-response',
} as const;

/** What went wrong in a `SessionApiError`: one of the values of `SESSION_API_ERROR_CODES`. */
export type SessionApiErrorCode = (typeof SESSION_API_ERROR_CODES)[keyof typeof SESSION_API_ERROR_CODES];

/** What a `SessionApiError` carries besides its code and message. */
export interface SessionApiErrorDetails {
  /** HTTP status of the response, when there was one. */
  status?: number;
  /** The `error` field of the server's JSON error body, when it had one. */
  serverMessage?: string;
  /** The underlying error (a network failure, a parse error), kept as the error's `cause`. */
  cause?: unknown;
}

const SESSION_API_ERROR_BRAND = Symbol.for('@svc/embed/SessionApiError');

/** The one error class of `@svc/embed/server`; `code` says what went wrong. Never carries the API key. */
export class SessionApiError extends Error {
  /** Always `SessionApiError`. */
  override readonly name = 'SessionApiError';
  /** What went wrong; see `SESSION_API_ERROR_CODES`. */
  readonly code: SessionApiErrorCode;
  /** HTTP status of the response, when there was one. */
  readonly status: number | undefined;
  /** The `error` field of the server's JSON error body, when it had one. */
  readonly serverMessage: string | undefined;

  constructor(code: SessionApiErrorCode, message: string, details: SessionApiErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.code = code;
    this.status = details.status;
    this.serverMessage = details.serverMessage;
    setBrand(this, SESSION_API_ERROR_BRAND);
  }

  /** True for a `SessionApiError` from any copy of `@svc/embed`; subclasses keep the usual prototype check. */
  static override [Symbol.hasInstance](value: unknown): boolean {
    // biome-ignore lint/complexity/noThisInStatic: `this` is the class `instanceof` was asked about.
    return isBrandedInstance(this, SessionApiError, SESSION_API_ERROR_BRAND, value);
  }
}
