import { CONTROLLER_OPTION_SHAPE } from '../host/controller-option-shape';
import type { OptionShape } from '../internal/check-options';
import type { LifecycleOptions } from './options';

// The wrapper owns the element, and reports diagnostics through its sink.
const { container, iframe, onDiagnostic, ...kinds } = CONTROLLER_OPTION_SHAPE.kinds;

/** What a wrapper passes to the lifecycle (`LifecycleOptions`), each with its kind: the controller's options, plus `keepAlive`. */
export const LIFECYCLE_OPTION_KINDS = { ...kinds, keepAlive: 'a string or an object' } as const;

/** What a wrapper takes: `LifecycleOptions`, plus the wrapper's own options (React's callbacks). */
export function wrapperOptionShape(wrapperKinds: OptionShape['kinds']): OptionShape {
  return {
    kinds: { ...LIFECYCLE_OPTION_KINDS, ...wrapperKinds },
    moved: CONTROLLER_OPTION_SHAPE.moved,
  };
}

/** The options the controller takes, without the wrapper's own (checked, and used by the wrapper). */
export function controllerOptions(options: LifecycleOptions): Omit<LifecycleOptions, 'keepAlive'> {
  const given = options as unknown as Record<string, unknown>;
  const names = Object.keys(LIFECYCLE_OPTION_KINDS).filter((name) => name !== 'keepAlive');
  return Object.fromEntries(names.map((name) => [name, given[name]])) as unknown as LifecycleOptions;
}
