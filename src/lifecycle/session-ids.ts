import { LAZY_LOAD } from '../host/lazy-load';
import { invalidOption } from '../internal/errors';
import { isSigned } from './embed-identity';
import { mintSessionId } from './mint-session';
import type { LifecycleOptions } from './options';

/**
 * The session for a new embed: none (private), the given `sessionId` if no embed has used it
 * (`spent`: session ids are single use, the platform exchanges each once), or a promise of one
 * from `mintSession`. Throws, before anything is minted, when there is no valid way to get one.
 */
export function sessionForNewEmbed(
  options: LifecycleOptions,
  spent: ReadonlySet<string>,
): string | undefined | Promise<string> {
  if (!isSigned(options)) return undefined;
  const { sessionId, mintSession } = options;
  if (sessionId === '') throw invalidOption('sessionId is empty: give one from your backend, or none');
  if (sessionId !== undefined && !spent.has(sessionId)) return sessionId;
  if (mintSession) return mintSessionId(mintSession);
  throw invalidOption(
    `sessionId (a string of ${sessionId?.length ?? 0} characters) is spent (single use): give a new one, or mintSession`,
  );
}

/**
 * True when the controller should mint the first session itself: a lazy embed (`lazyLoad()`) that
 * needs a new session, so nothing is minted before it nears the viewport.
 */
export function controllerMintsFirst(options: LifecycleOptions, spent: ReadonlySet<string>): boolean {
  const { sessionId, mintSession, extensions } = options;
  const lazy = extensions?.some((extension) => extension?.name === LAZY_LOAD) === true;
  return lazy && mintSession != null && (sessionId === undefined || spent.has(sessionId));
}
