import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { extensionActionSchemas, extensionEventSchemas } from '../src/protocol/extension-payloads';
import { KNOWN_EXTENSIONS } from '../src/protocol/extensions';
import type { Validator } from '../src/protocol/validator-runtime';
import { FUZZ_TIMEOUT_MS, shareOfRuns } from './fuzz-runs';
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
import { MESSAGE_KINDS, type MessageKind } from './message-kinds';
import { guardPrototypes } from './prototype-guard';
import { assertSameOutput } from './same-output';

/**
 * The generated validators (host and embed entries) against the zod schemas (core entry), message kind
 * by message kind: the same verdict and the same output on valid payloads, on every hostile value of
 * hostile-values.ts in every field, and on arbitrary edits of valid payloads.
 */

/** The near misses, a fixed sample of every other hostile value, and a few huge or deep ones. */
const HOSTILE_VALUES: readonly unknown[] = [
  ...NEAR_MISS_VALUES,
  ...fc.sample(hostileValueArb, { numRuns: 150, seed: 20 }),
  ...fc.sample(hugeStringArb, { numRuns: 2, seed: 20 }),
  ...fc.sample(deepNestingArb, { numRuns: 2, seed: 20 }),
];

const DELETE = Symbol('delete');
const prototypes = guardPrototypes();

function describeValue(value: unknown): string {
  try {
    return (JSON.stringify(value) ?? String(value)).slice(0, 300);
  } catch {
    return Object.prototype.toString.call(value);
  }
}

type Verdicts = { accept: number; refuse: number };

/** Throws unless the generated validator gives zod's verdict and, on success, zod's output. */
function assertAgree(kind: MessageKind, validate: Validator, value: unknown, verdicts: Verdicts): void {
  const expected = z.safeParse(kind.schema, value);
  const actual = validate(value);
  if (actual.success !== expected.success) {
    const zod = expected.success ? 'accepts' : 'refuses';
    throw new Error(`${kind.kind}: zod ${zod} ${describeValue(value)}, the generated validator does not`);
  }
  if (expected.success) assertSameOutput(actual.data, expected.data);
  verdicts[expected.success ? 'accept' : 'refuse'] += 1;
}

function validatorOf(kind: MessageKind): Validator {
  if (!kind.validate) throw new Error(`${kind.kind} has no generated validator: run npm run generate`);
  return kind.validate;
}

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
function hostileVariants(kind: MessageKind): unknown[] {
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
function editedPayloadArb(kind: MessageKind): fc.Arbitrary<unknown> {
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

describe('every extension of the catalog', () => {
  it.each(KNOWN_EXTENSIONS)('%s has a message schema, so it has a row below', (name) => {
    expect(Object.hasOwn(extensionEventSchemas, name) || Object.hasOwn(extensionActionSchemas, name)).toBe(
      true,
    );
  });
});

describe.each(MESSAGE_KINDS)('the generated validator of $kind', { timeout: FUZZ_TIMEOUT_MS }, (kind) => {
  it('exists, and gives zod’s verdict and output on valid payloads (which zod accepts)', () => {
    const validate = validatorOf(kind);
    expect(
      kind.examples.length,
      `valid examples of ${kind.kind} (hardening/message-kinds.ts)`,
    ).toBeGreaterThan(0);
    const verdicts = { accept: 0, refuse: 0 };
    for (const example of kind.examples) assertAgree(kind, validate, example, verdicts);
    expect(verdicts).toEqual({ accept: kind.examples.length, refuse: 0 });
  });

  it('agrees with zod on each hostile value in each field or in place of the whole, each field deleted, each prototype key added', () => {
    const validate = validatorOf(kind);
    const verdicts = { accept: 0, refuse: 0 };
    for (const variant of hostileVariants(kind)) assertAgree(kind, validate, variant, verdicts);
    prototypes.check();
    // Both verdicts, or the table proves nothing about one of them.
    expect(verdicts.accept).toBeGreaterThan(0);
    expect(verdicts.refuse).toBeGreaterThan(0);
  });

  it('agrees with zod on arbitrary edits of valid payloads', () => {
    const validate = validatorOf(kind);
    const verdicts = { accept: 0, refuse: 0 };
    fc.assert(
      fc.property(editedPayloadArb(kind), (payload) => {
        assertAgree(kind, validate, payload, verdicts);
        prototypes.check();
      }),
      { numRuns: shareOfRuns(0.01) },
    );
    expect(verdicts.accept).toBeGreaterThan(0);
    expect(verdicts.refuse).toBeGreaterThan(0);
  });
});
