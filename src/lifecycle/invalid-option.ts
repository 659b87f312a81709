import { EMBED_ERROR_CODES, EmbedError } from '../host';

/** The error of an option a wrapper cannot use, through the host's entry like everything the lifecycle uses. */
export function invalidOption(message: string): EmbedError {
  return new EmbedError(EMBED_ERROR_CODES.invalidOptions, message);
}
