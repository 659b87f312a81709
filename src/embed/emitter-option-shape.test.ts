import { describe, expect, expectTypeOf, it } from 'vitest';
import { EMITTER_OPTION_SHAPE } from './emitter-option-shape';
import type { EmbedEmitterOptions } from './options';

type Checked = keyof typeof EMITTER_OPTION_SHAPE.kinds;
type Moved = keyof typeof EMITTER_OPTION_SHAPE.moved;

describe('the emitter option shape', () => {
  it('lists exactly the options of EmbedEmitterOptions, none of them moved', () => {
    expectTypeOf<Checked>().toEqualTypeOf<keyof EmbedEmitterOptions>();
    expectTypeOf<Extract<Moved, keyof EmbedEmitterOptions>>().toBeNever();
    expect(
      Object.keys(EMITTER_OPTION_SHAPE.moved).filter((name) => name in EMITTER_OPTION_SHAPE.kinds),
    ).toEqual([]);
  });
});
