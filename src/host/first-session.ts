import { EMBED_ERROR_CODES, EmbedError, mintFailed } from '../internal/errors';
import { describeRefusedSessionId } from '../protocol/session-id-problem';
import { isSessionId } from '../protocol/values';
import type { EmbedControllerOptions } from './controller-options';
import { tenantAddress } from './tenant-address';

/** A `mintSession`, as a controller or a wrapper calls it. */
export type MintSession = () => Promise<string>;

/**
 * Calls `mintSession` once and resolves with the session id it gave. One code, one wording for
 * every mint that goes wrong (`during` says which, e.g. 'for the first session'): `mint-failed`,
 * `mintSession failed <during>: <what it threw>` (kept as `cause`) or `mintSession failed <during>:
 * it resolved with <its shape>, not a session id ...`. A result is described by its shape, never
 * quoted: a near-miss is often a live id (a trailing newline, the response object).
 */
export async function mintUsableSession(
  mintSession: MintSession | undefined,
  during: string,
): Promise<string> {
  let sessionId: unknown;
  try {
    sessionId = await mintSession?.();
  } catch (cause) {
    throw mintFailed(cause, ` ${during}`);
  }
  if (typeof sessionId === 'string' && isSessionId(sessionId)) return sessionId;
  throw new EmbedError(
    EMBED_ERROR_CODES.mintFailed,
    `mintSession failed ${during}: it resolved with ${describeRefusedSessionId(sessionId)}, not a session id (1 to 512 URL-safe characters)`,
  );
}

/**
 * The embed address of a signed embed opened with `mintSession` alone (at `route`, when an
 * extension's `openAt` moved it), with the first session it mints; rejects with `mint-failed`
 * (`mintUsableSession`), or as `tenantAddress` refuses the address.
 */
export async function firstSessionAddress(
  options: EmbedControllerOptions,
  route: string | undefined,
  tenantOrigin: string,
): Promise<string> {
  const sessionId = await mintUsableSession(options.mintSession, 'for the first session');
  return tenantAddress({ ...options, sessionId }, route, tenantOrigin);
}

/**
 * The address the iframe opens at (the controller's opening step): now, or with `mintSession`
 * alone (`mintsFirst`) once the first session is minted. A refused address rejects, as a failed
 * mint does: the opening step may run late (an extension's `defer`), where nothing could catch a throw.
 */
export function openingAddress(
  options: EmbedControllerOptions,
  route: string | undefined,
  tenantOrigin: string,
  mintsFirst: boolean,
): string | Promise<string> {
  if (mintsFirst) return firstSessionAddress(options, route, tenantOrigin);
  try {
    return tenantAddress(options, route, tenantOrigin);
  } catch (error) {
    return Promise.reject(error);
  }
}
