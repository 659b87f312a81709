import type { DiagnosticHandler } from '../internal/diagnostics';
import type { Disposer } from '../internal/disposer';
import type { ControllerSetup } from './controller-setup';
import { type RenewalUpdate, SessionRenewal } from './session-renewal';

/** The session renewal of a signed embed (a `sessionId`, or `mintSession` alone); `null` in private mode. */
export function controllerRenewal(
  setup: ControllerSetup,
  postSetSession: ConstructorParameters<typeof SessionRenewal>[0]['postSetSession'],
  timers: Disposer,
  notify: (update: RenewalUpdate) => void,
  /** Whether the app listens to `'renewal'` updates. */
  heard: () => boolean,
  onDiagnostic: DiagnosticHandler | undefined,
): SessionRenewal | null {
  const { options, renewal, mintsFirst } = setup;
  if (options.sessionId === undefined && !mintsFirst) return null;
  return new SessionRenewal({
    ...renewal,
    mintSession: options.mintSession,
    postSetSession,
    timers,
    notify,
    onDiagnostic: (diagnostic) => {
      // A renewal that gives up unheard would end the session silently: say so somewhere.
      if (!options.onDiagnostic && !heard()) console.warn(`[svc-embed] ${diagnostic.message}`);
      onDiagnostic?.(diagnostic);
    },
  });
}
