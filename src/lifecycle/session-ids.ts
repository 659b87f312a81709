import { invalidOption } from '../internal/errors';
import { isSigned } from './embed-identity';
import type { LifecycleOptions } from './options';

/**
 * The `sessionId` a new embed opens with: none for a private embed and for one whose controller
 * mints the first session (`mintSession`), else the given `sessionId` if no embed has used it
 * (`spent`: session ids are single use, the platform exchanges each once). Throws, before anything
 * is created, when there is no valid way to get one.
 */
export function sessionForNewEmbed(
  options: LifecycleOptions,
  spent: ReadonlySet<string>,
): string | undefined {
  if (!isSigned(options)) return undefined;
  const { sessionId, mintSession } = options;
  if (sessionId === '') throw invalidOption('sessionId is empty: give one from your backend, or none');
  if (sessionId !== undefined && !spent.has(sessionId)) return sessionId;
  if (mintSession) return undefined;
  throw invalidOption(
    `sessionId (a string of ${sessionId?.length ?? 0} characters) is spent (single use): give a new one, or mintSession`,
  );
}
