import { invalidOption } from '../internal/errors';

export type MintSession = () => Promise<string>;

/**
 * Calls the wrapper's current `mintSession`, read at each use (a new function needs no re-embed).
 * Its answer is the controller's to check, as for any `mintSession`: the first session's mint
 * (`mint-failed`) or a renewal's (`set-session`'s rules).
 */
export async function mintSessionId(mintSession: MintSession | null | undefined): Promise<string> {
  if (!mintSession) throw invalidOption('a signed embed needs mintSession to create or renew its session');
  return mintSession();
}
