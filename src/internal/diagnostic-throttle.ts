import { type Diagnostic, type DiagnosticHandler, reportDiagnostic } from './diagnostics';
import type { Disposer } from './disposer';

/** After a diagnostic, others of its reason and origin within this time are only counted. */
export const DIAGNOSTIC_WINDOW_MS = 1000;
/** Reason and origin pairs counted at once; beyond, a diagnostic of a new pair is dropped. */
const MAX_COUNTED = 64;

/**
 * Any window can post to the host or the embed at any rate: `onDiagnostic` hears the first
 * diagnostic of a reason and origin at once, and the ones that follow within a second as one
 * diagnostic with their `count`. What is kept until then is the count only, never a message's data.
 */
export function throttleDiagnostics(
  handler: DiagnosticHandler | undefined,
  timers: Pick<Disposer, 'timeout' | 'disposed'>,
): DiagnosticHandler | undefined {
  if (!handler) return undefined;
  const counts = new Map<string, number>();
  return (diagnostic: Diagnostic) => {
    const { reason, origin } = diagnostic;
    const key = `${reason} ${origin ?? ''}`;
    const count = counts.get(key);
    if (count !== undefined) {
      counts.set(key, count + 1);
      return;
    }
    if (counts.size >= MAX_COUNTED) return;
    reportDiagnostic(handler, diagnostic);
    // Destroyed: no timer would end the window, and nothing floods a destroyed receiver.
    if (timers.disposed) return;
    counts.set(key, 0);
    timers.timeout(() => {
      const more = counts.get(key);
      counts.delete(key);
      if (more)
        reportDiagnostic(handler, { reason, origin, message: `${more} more within 1 s`, count: more });
    }, DIAGNOSTIC_WINDOW_MS);
  };
}
