import { CONTROLLER_OPTION_SHAPE } from '../host/controller-option-shape';
import type { OptionShape } from '../internal/check-options';

// The wrapper owns the element, and reports diagnostics through its sink.
const { container, iframe, onDiagnostic, ...kinds } = CONTROLLER_OPTION_SHAPE.kinds;

/** What a wrapper passes to the lifecycle (`LifecycleOptions`), each with its kind: the controller's options, plus `keepAlive`. */
export const LIFECYCLE_OPTION_KINDS = { ...kinds, keepAlive: 'a string' } as const;

/** What a wrapper takes: `LifecycleOptions`, plus the wrapper's own options (React's callbacks). */
export function wrapperOptionShape(wrapperKinds: OptionShape['kinds']): OptionShape {
  return {
    kinds: { ...LIFECYCLE_OPTION_KINDS, ...wrapperKinds },
    moved: CONTROLLER_OPTION_SHAPE.moved,
  };
}
