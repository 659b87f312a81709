import { describe, expect, expectTypeOf, it } from 'vitest';
import { EMBED_EVENT_NAMES } from '../host';
import type { LifecycleOptions } from '../lifecycle';
import { type EventPropNames, eventPropName } from './event-props';
import { REACT_OPTION_KINDS } from './option-kinds';
import type { UseEmbedOptions } from './options';

/** The callbacks of `useEmbed` that are no event prop. */
const CALLBACKS = ['onDiagnostic', 'onRenewal', 'onEmbedError'] as const;

describe("React's own options", () => {
  it('are the event props and the other callbacks of useEmbed, every one a function', () => {
    expectTypeOf<Exclude<keyof UseEmbedOptions, keyof LifecycleOptions>>().toEqualTypeOf<
      EventPropNames | (typeof CALLBACKS)[number]
    >();
    const expected = [...EMBED_EVENT_NAMES.map(eventPropName), ...CALLBACKS];
    expect(Object.keys(REACT_OPTION_KINDS).sort()).toEqual(expected.sort());
    expect(new Set(Object.values(REACT_OPTION_KINDS))).toEqual(new Set(['a function']));
  });
});
