import { invalidOption, mintFailed } from '../internal/errors';

export type MintSession = () => Promise<string>;

/**
 * Calls the wrapper's current `mintSession` and checks its answer: a mint that resolves with
 * anything but a non-empty string must fail, never open the embed without a session (private mode).
 */
export async function mintSessionId(mintSession: MintSession | null | undefined): Promise<string> {
  if (!mintSession) throw invalidOption('a signed embed needs mintSession to create or renew its session');
  let sessionId: unknown;
  try {
    sessionId = await mintSession();
  } catch (cause) {
    throw mintFailed(cause);
  }
  if (typeof sessionId !== 'string' || !sessionId) {
    throw invalidOption(
      `mintSession must resolve with a non-empty string, got ${sessionId === '' ? 'an empty string' : typeof sessionId}`,
    );
  }
  return sessionId;
}
