import { describe, expect, expectTypeOf, it } from 'vitest';
import { CONTROLLER_OPTION_SHAPE } from './controller-option-shape';
import type { EmbedControllerOptions } from './controller-options';

type Checked = keyof typeof CONTROLLER_OPTION_SHAPE.kinds;
type Moved = keyof typeof CONTROLLER_OPTION_SHAPE.moved;

describe('the controller option shape', () => {
  it('lists exactly the options of EmbedControllerOptions, none of them moved', () => {
    expectTypeOf<Checked>().toEqualTypeOf<keyof EmbedControllerOptions>();
    expectTypeOf<Extract<Moved, keyof EmbedControllerOptions>>().toBeNever();
    expect(
      Object.keys(CONTROLLER_OPTION_SHAPE.moved).filter((name) => name in CONTROLLER_OPTION_SHAPE.kinds),
    ).toEqual([]);
  });
});
