import type { Surface } from '@svc/embed';
import { sessionParameterOf } from './surface-config';

/** Marks the history entry whose address held a session id, so a reload knows it was used. */
const USED = 'svcSandboxSessionUsed';

/**
 * Reads the single-use session id and takes it out of the address (`history.replaceState`), so it
 * is in no `Referer`, no history entry and no copied link. A reload of that entry finds no id but
 * the mark: the id was used (single use), as in the hosted product, and the surface says so instead
 * of quietly opening without a session.
 */
export function sessionFromAddress(surface: Surface): { sessionId: string | null; used: boolean } {
  const url = new URL(location.href);
  const parameter = sessionParameterOf(surface);
  const sessionId = url.searchParams.get(parameter);
  if (!url.searchParams.has(parameter)) {
    const state: unknown = history.state;
    const used = typeof state === 'object' && state !== null && USED in state;
    return { sessionId: null, used };
  }
  url.searchParams.delete(parameter);
  history.replaceState({ [USED]: true }, '', url.href);
  return { sessionId: sessionId === '' ? null : sessionId, used: false };
}
