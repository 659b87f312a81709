import { CONTROLLER_OPTION_SHAPE } from '../host/controller-option-shape';
import type { OptionShape } from '../internal/check-options';

// The wrapper owns the element, and reports diagnostics through its sink.
const { container, iframe, onDiagnostic, ...kinds } = CONTROLLER_OPTION_SHAPE.kinds;

/** The controller's options a wrapper passes through (`LifecycleOptions`), each with its kind. */
export const LIFECYCLE_OPTION_KINDS = kinds;

/** What a wrapper takes: `LifecycleOptions`, plus the wrapper's own options (React's callbacks). */
export function wrapperOptionShape(wrapperKinds: OptionShape['kinds']): OptionShape {
  return { kinds: { ...kinds, ...wrapperKinds }, moved: CONTROLLER_OPTION_SHAPE.moved };
}
