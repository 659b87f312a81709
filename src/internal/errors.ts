export const EMBED_ERROR_CODES = {
  invalidOptions: 'invalid-options',
  readyTimeout: 'ready-timeout',
  destroyed: 'destroyed',
} as const;

export type EmbedErrorCode = (typeof EMBED_ERROR_CODES)[keyof typeof EMBED_ERROR_CODES];

/** The one error class of the host and embed entries; `code` says what went wrong. */
export class EmbedError extends Error {
  override readonly name = 'EmbedError';
  readonly code: EmbedErrorCode;

  constructor(code: EmbedErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}

export function invalidOption(message: string): EmbedError {
  return new EmbedError(EMBED_ERROR_CODES.invalidOptions, message);
}
