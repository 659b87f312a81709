import { describe, expect, expectTypeOf, it } from 'vitest';
import { CONTROLLER_OPTION_SHAPE } from '../host/controller-option-shape';
import { LIFECYCLE_OPTION_KINDS, wrapperOptionShape } from './option-shape';
import type { LifecycleOptions } from './options';

describe('the wrapper option shape', () => {
  it('lists exactly the options of LifecycleOptions', () => {
    expectTypeOf<keyof typeof LIFECYCLE_OPTION_KINDS>().toEqualTypeOf<keyof LifecycleOptions>();
    for (const owned of ['container', 'iframe', 'onDiagnostic'])
      expect(LIFECYCLE_OPTION_KINDS).not.toHaveProperty(owned);
  });

  it("adds the wrapper's own options and keeps the controller's moved ones", () => {
    const shape = wrapperOptionShape({ onReady: 'a function' });
    expect(shape.kinds).toEqual({ ...LIFECYCLE_OPTION_KINDS, onReady: 'a function' });
    expect(shape.moved).toBe(CONTROLLER_OPTION_SHAPE.moved);
  });
});
