import { invalidOption } from './errors';

/**
 * Calls the wrapper's current `mintSession` and checks its answer: a mint that resolves with
 * anything but a string must fail, never open the embed without a session (private mode).
 */
export async function mintSessionId(
  mintSession: (() => Promise<string>) | null | undefined,
): Promise<string> {
  if (!mintSession) throw invalidOption('a signed embed needs mintSession to create or renew its session');
  const sessionId: unknown = await mintSession();
  if (typeof sessionId !== 'string') throw new TypeError('mintSession must resolve with a session id');
  return sessionId;
}
