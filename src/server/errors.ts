export const SESSION_API_ERROR_CODES = {
  invalidOptions: 'invalid-options',
  invalidRequest: 'invalid-request',
  browserRefused: 'browser-refused',
  networkError: 'network-error',
  timeout: 'timeout',
  httpError: 'http-error',
  invalidResponse: 'invalid-response',
} as const;

export type SessionApiErrorCode = (typeof SESSION_API_ERROR_CODES)[keyof typeof SESSION_API_ERROR_CODES];

export interface SessionApiErrorDetails {
  /** HTTP status of the response, when there was one. */
  status?: number;
  /** The `error` field of the server's JSON error body, when it had one. */
  serverMessage?: string;
  cause?: unknown;
}

/** The one error class of `@svc/embed/server`; `code` says what went wrong. Never carries the API key. */
export class SessionApiError extends Error {
  override readonly name = 'SessionApiError';
  readonly code: SessionApiErrorCode;
  readonly status: number | undefined;
  readonly serverMessage: string | undefined;

  constructor(code: SessionApiErrorCode, message: string, details: SessionApiErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.code = code;
    this.status = details.status;
    this.serverMessage = details.serverMessage;
  }
}
