import fc from 'fast-check';
import * as z from 'zod/mini';
import { refineWith } from '../src/protocol/schemas';

/**
 * Arbitrary zod/mini schemas of every kind the validator generator compiles (string, number, boolean,
 * unknown, enum, literal, object, optional, nullable, array, named refines on any of them; nested),
 * each with an arbitrary of values near it: valid ones, and ones off by a little.
 */

export const TEST_RULES = {
  evenLength: { test: (text: string) => text.length % 2 === 0, message: 'must have an even length' },
  onlyA: { test: (text: string) => /^a+$/.test(text), message: 'must be a run of a' },
  shortAbc: { test: (text: string) => /^[a-c]{1,3}$/i.test(text), message: 'must be 1 to 3 of a, b, c' },
  hasDigit: { test: (text: string) => /\d/.test(text), message: 'must hold a digit' },
  positive: { test: (value: number) => value > 0, message: 'must be > 0' },
  fewKeys: { test: (value: object) => Object.keys(value).length < 3, message: 'must have fewer than 3 keys' },
  shortList: { test: (list: unknown[]) => list.length < 3, message: 'must have fewer than 3 items' },
  stringOrSeven: { test: (value: unknown) => typeof value === 'string' || value === 7, message: 'no' },
  notNull: { test: (value: unknown) => value !== null, message: 'must not be null' },
  notTrue: { test: (value: unknown) => value !== true, message: 'must not be true' },
};
const FORMATS = ['onlyA', 'shortAbc', 'hasDigit'] as const;
const WORDS = ['a', 'b', 'ab', 'aaa', 'A', '1', '', 'abc', 'x7'];
const KEYS = ['a', 'b', 'c', 'toString', 'constructor', 'value'];

export interface SchemaCase {
  schema: z.core.$ZodType;
  values: fc.Arbitrary<unknown>;
}

const near = (valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 6, arbitrary: valid },
    { weight: 1, arbitrary: fc.anything() },
    fc.constantFrom(undefined, null, 7, 'a', [], {}),
  );

function withRefine<T extends z.core.$ZodType>(
  schema: T,
  rule: keyof typeof TEST_RULES,
  apply: boolean,
): z.core.$ZodType {
  // biome-ignore lint/suspicious/noExplicitAny: a test helper over every schema type
  return apply ? (schema as any).check(refineWith(TEST_RULES[rule] as never)) : schema;
}

const leaf: fc.Arbitrary<SchemaCase> = fc.oneof(
  fc
    .record({ format: fc.option(fc.constantFrom(...FORMATS)), even: fc.boolean() })
    .map(({ format, even }) => {
      const base = format ? withRefine(z.string(), format, true) : z.string();
      return {
        schema: withRefine(base, 'evenLength', even),
        values: near(fc.oneof(fc.constantFrom(...WORDS), fc.string())),
      };
    }),
  fc.boolean().map((positive) => ({
    schema: withRefine(z.number(), 'positive', positive),
    values: near(
      fc.oneof(fc.integer({ min: -3, max: 3 }), fc.double(), fc.constantFrom(Number.NaN, Infinity, -0)),
    ),
  })),
  fc.boolean().map((notTrue) => ({
    schema: withRefine(z.boolean(), 'notTrue', notTrue),
    values: near(fc.boolean()),
  })),
  fc.constant({ schema: z.unknown(), values: fc.anything() }),
  fc.constant({
    schema: withRefine(z.unknown(), 'stringOrSeven', true),
    values: near(fc.constantFrom('s', 7, 8)),
  }),
  fc.constant({ schema: withRefine(z.unknown(), 'notNull', true), values: fc.anything() }),
  fc.uniqueArray(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 4 }).map((words) => ({
    schema: z.enum(words as [string, ...string[]]),
    values: near(fc.constantFrom(...WORDS)),
  })),
  fc
    .uniqueArray(fc.constantFrom<string | number | boolean | null>('a', 1, 0, true, null), {
      minLength: 1,
      maxLength: 3,
    })
    .map((literals) => ({
      schema: z.literal(literals),
      values: near(fc.constantFrom('a', 1, 0, -0, true, false, null, '1')),
    })),
);

export const schemaCaseArb: fc.Arbitrary<SchemaCase> = fc.letrec<{ node: SchemaCase }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    tie('node').map(({ schema, values }) => ({
      schema: z.optional(schema),
      values: fc.oneof(values, fc.constant(undefined)),
    })),
    tie('node').map(({ schema, values }) => ({
      schema: z.nullable(schema),
      values: fc.oneof(values, fc.constant(null)),
    })),
    fc.record({ item: tie('node'), short: fc.boolean() }).map(({ item, short }) => ({
      schema: withRefine(z.array(item.schema), 'shortList', short),
      values: near(fc.array(item.values, { maxLength: 4 })),
    })),
    fc
      .record({
        fields: fc.uniqueArray(fc.tuple(fc.constantFrom(...KEYS), tie('node')), {
          maxLength: 4,
          selector: ([key]) => key,
        }),
        few: fc.boolean(),
      })
      .map(({ fields, few }) => ({
        schema: withRefine(
          z.object(Object.fromEntries(fields.map(([key, field]) => [key, field.schema]))),
          'fewKeys',
          few,
        ),
        values: near(objectValues(fields)),
      })),
  ),
})).node;

/** Objects with some, all or none of the fields, in any order, and sometimes unknown keys. */
function objectValues(fields: [string, SchemaCase][]): fc.Arbitrary<unknown> {
  const known = fields.map(([key, field]) =>
    fc.option(fc.tuple(fc.constant(key), field.values), { freq: 4 }),
  );
  const extra = fc.array(fc.tuple(fc.constantFrom('extra', '__proto__', 'b', 'z'), fc.anything()), {
    maxLength: 2,
  });
  return fc.tuple(fc.tuple(...known), extra, fc.boolean()).map(([present, more, reverse]) => {
    const entries = [...present.filter((entry) => entry !== null), ...more] as [string, unknown][];
    if (reverse) entries.reverse();
    const object: Record<string, unknown> = {};
    for (const [key, value] of entries)
      Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
    return object;
  });
}
