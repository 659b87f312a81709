import type { DiagnosticHandler } from '../internal/diagnostics';
import type { Disposer } from '../internal/disposer';
import type { ControllerSetup } from './controller-setup';
import { type RenewalUpdate, SessionRenewal } from './session-renewal';

interface RenewalParts {
  postSetSession: ConstructorParameters<typeof SessionRenewal>[0]['postSetSession'];
  timers: Disposer;
  notify: (update: RenewalUpdate) => void;
  /** Whether the app listens to `'renewal'` updates. */
  heard: () => boolean;
  onDiagnostic: DiagnosticHandler | undefined;
}

/** The session renewal of a signed embed (a `sessionId`, or `mintSession` alone); `null` in private mode. */
export function controllerRenewal(setup: ControllerSetup, parts: RenewalParts): SessionRenewal | null {
  const { options, renewal, mintsFirst } = setup;
  if (options.sessionId === undefined && !mintsFirst) return null;
  const { onDiagnostic } = parts;
  return new SessionRenewal({
    ...renewal,
    mintSession: options.mintSession,
    postSetSession: parts.postSetSession,
    timers: parts.timers,
    notify: parts.notify,
    onDiagnostic: (diagnostic) => {
      // A renewal that gives up unheard would end the session silently: say so somewhere.
      if (!options.onDiagnostic && !parts.heard()) console.warn(`[svc-embed] ${diagnostic.message}`);
      onDiagnostic?.(diagnostic);
    },
  });
}
