import { EMBED_ERROR_CODES, EmbedError } from '../host';

/** The error of an option a wrapper cannot use, through the host's entry like everything the lifecycle uses. */
export function invalidOption(message: string): EmbedError {
  return new EmbedError(EMBED_ERROR_CODES.invalidOptions, message);
}

/** A `mintSession` that rejected or threw: the error names it as the source and keeps what it threw as `cause`. */
export function mintFailed(cause: unknown): EmbedError {
  const reason = cause instanceof Error ? cause.message : String(cause);
  return new EmbedError(EMBED_ERROR_CODES.mintFailed, `mintSession failed: ${reason}`, { cause });
}
