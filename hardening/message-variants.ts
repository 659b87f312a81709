import fc from 'fast-check';
import {
  deepNestingArb,
  defineOwn,
  hostileValueArb,
  hugeStringArb,
  keyArb,
  NEAR_MISS_VALUES,
  nearMissValueArb,
  PROTOTYPE_KEYS,
} from './hostile-values';
import type { MessageKind } from './message-kinds';

/** Payloads one hostile change away from the valid examples of a message kind. */

/** The near misses, a fixed sample of every other hostile value, and a few huge or deep ones. */
const HOSTILE_VALUES: readonly unknown[] = [
  ...NEAR_MISS_VALUES,
  ...fc.sample(hostileValueArb, { numRuns: 150, seed: 20 }),
  ...fc.sample(hugeStringArb, { numRuns: 2, seed: 20 }),
  ...fc.sample(deepNestingArb, { numRuns: 2, seed: 20 }),
];

const DELETE = Symbol('delete');

/** A copy of `example` with `key` set to `value` as an own key (even `__proto__`), or deleted. */
function edited(example: object, edits: readonly (readonly [key: string, value: unknown])[]): object {
  const copy = { ...example };
  for (const [key, value] of edits) {
    if (value === DELETE) Reflect.deleteProperty(copy, key);
    else defineOwn(copy, key, value);
  }
  return copy;
}

/** Every one-change variant of the examples, and every hostile value in place of the whole payload. */
export function hostileVariants(kind: MessageKind): unknown[] {
  const fields = Object.keys(kind.schema.shape);
  const variants: unknown[] = [...HOSTILE_VALUES];
  for (const example of kind.examples) {
    for (const field of fields) {
      variants.push(edited(example, [[field, DELETE]]));
      for (const value of HOSTILE_VALUES) variants.push(edited(example, [[field, value]]));
    }
    for (const key of PROTOTYPE_KEYS) {
      variants.push(edited(example, [[key, 'x']]), edited(example, [[key, { polluted: 'yes' }]]));
    }
  }
  return variants;
}

/** Valid examples with up to three fields set to a hostile value, another example's value, or deleted. */
export function editedPayloadArb(kind: MessageKind): fc.Arbitrary<unknown> {
  const fields = Object.keys(kind.schema.shape);
  const otherValues = kind.examples.flatMap((example) => Object.values(example));
  const keys = fields.length > 0 ? fc.oneof(fc.constantFrom(...fields), keyArb) : keyArb;
  const values = fc.oneof(
    nearMissValueArb,
    hostileValueArb,
    fc.constant(DELETE),
    ...(otherValues.length > 0 ? [fc.constantFrom(...otherValues)] : []),
  );
  const editsArb = fc.array(fc.tuple(keys, values), { maxLength: 3 });
  return fc.oneof(
    {
      weight: 9,
      arbitrary: fc.tuple(fc.constantFrom(...kind.examples), editsArb).map(([e, d]) => edited(e, d)),
    },
    { weight: 1, arbitrary: hostileValueArb },
  );
}
