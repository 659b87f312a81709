import { EmbedError, invalidOption, mintFailed } from '../internal/errors';
import type { EmbedControllerOptions } from './controller-options';
import { embedAddress } from './embed-url';

/**
 * The embed address of a signed embed opened with `mintSession` alone (at `route`, when an
 * extension's `openAt` moved it), with the first session it mints; rejects with `mint-failed` (an `EmbedError` from `mintSession` itself, as the wrappers'
 * own checked mint throws, passes as it is: it has named the failure already).
 */
export async function firstSessionAddress(options: EmbedControllerOptions, route?: string): Promise<string> {
  let sessionId: unknown;
  try {
    sessionId = await options.mintSession?.();
  } catch (cause) {
    throw cause instanceof EmbedError ? cause : mintFailed(cause, ' for the first session');
  }
  try {
    if (typeof sessionId !== 'string')
      throw invalidOption(`mintSession must resolve with a session id string, got ${typeof sessionId}`);
    return embedAddress({ ...options, sessionId }, route);
  } catch (cause) {
    throw mintFailed(cause, ' for the first session');
  }
}
