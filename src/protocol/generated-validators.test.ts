import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { assertSameOutput } from '../../hardening/same-output';
import { compileToValidator } from '../../scripts/generate-validators/evaluate';
import { GenerationError } from '../../scripts/generate-validators/generation-error';
import {
  generateProtocolValidators,
  PROTOCOL_VALIDATORS_FILE,
} from '../../scripts/generate-validators/protocol';
import { actionPayloadSchemas } from './action-payloads';
import { eventPayloadSchemas } from './event-payloads';
import { EMBED_ACTION_NAMES, EMBED_EVENT_NAMES } from './names';
import * as rules from './rules';
import { nonEmpty } from './rules';
import { idString, refineWith } from './schemas';

const RULES = [{ specifier: '../rules', exports: rules }];
const compile = (schema: z.core.$ZodType) => compileToValidator(schema, RULES);

describe('the generated validators', () => {
  it('are up to date with the zod schemas (run `npm run generate` when this fails)', () => {
    const checkedIn = readFileSync(new URL(`../../${PROTOCOL_VALIDATORS_FILE}`, import.meta.url), 'utf8');
    expect(checkedIn).toBe(generateProtocolValidators());
  });

  it('name every event and action of the schemas, in order', () => {
    expect(EMBED_EVENT_NAMES).toEqual(Object.keys(eventPayloadSchemas));
    expect(EMBED_ACTION_NAMES).toEqual(Object.keys(actionPayloadSchemas));
  });

  it('read no zod at run time and never build code from strings', () => {
    const checkedIn = readFileSync(new URL(`../../${PROTOCOL_VALIDATORS_FILE}`, import.meta.url), 'utf8');
    const runtime = readFileSync(new URL('./validator-runtime.ts', import.meta.url), 'utf8');
    for (const text of [checkedIn, runtime]) {
      expect(text).not.toMatch(/from 'zod|new Function|eval\(/);
    }
  });
});

const unregistered = (value: string) => value.length > 1;
const notNamed = z.string().check(refineWith({ test: unregistered, message: 'is too short' }));
const notARule = 'check that is not a named rule';

/** Constructs the generator does not compile: each must throw at generation time, never accept. */
const REFUSED: [label: string, schema: () => z.core.$ZodType, construct: RegExp][] = [
  // Checks other than named rules: the JSON Schema leaves refines and overwrites out, or says them in keywords.
  [
    'z.check()',
    () => z.string().check(z.check(() => undefined)),
    new RegExp(`schema: unsupported ${notARule}`),
  ],
  [
    'z.superRefine()',
    () => z.object({ a: z.string().check(z.superRefine(() => undefined)) }),
    /schema\.a: unsupported check that/,
  ],
  ['a bare z.refine', () => z.string().check(z.refine(unregistered)), new RegExp(notARule)],
  ['a bare z.refine of a named rule', () => z.string().check(z.refine(nonEmpty.test)), new RegExp(notARule)],
  [
    'refineWith on a rule no module exports',
    () => z.object({ a: notNamed }),
    /schema\.a: unsupported refine on a function that is not a named rule/,
  ],
  ['z.minLength()', () => z.string().check(z.minLength(1)), new RegExp(notARule)],
  ['z.regex()', () => z.string().check(z.regex(/a/)), new RegExp(notARule)],
  ['z.trim()', () => z.object({ a: z.string().check(z.trim()) }), /schema\.a: unsupported check that/],
  ['z.meta()', () => z.string().check(z.meta({ description: 'a' })), new RegExp(notARule)],
  [
    'a check on z.optional()',
    () => z.object({ a: z.optional(idString()).check(refineWith(rules.smallValue)) }),
    /schema\.a: unsupported check on z\.optional\(\)/,
  ],
  [
    'a check on z.nullable()',
    () => z.nullable(idString()).check(refineWith(rules.smallValue)),
    /schema: unsupported check on z\.nullable\(\)/,
  ],
  // Types whose JSON Schema misstates what zod does with a value.
  [
    'z.exactOptional()',
    () => z.object({ a: z.exactOptional(z.string()) }),
    /schema\.a: unsupported optional that refuses undefined/,
  ],
  ['a coerced string', () => z.coerce.string(), /schema: unsupported coerced string/],
  ['z.union()', () => z.union([z.string(), z.number()]), /schema type "union"/],
  [
    'z.discriminatedUnion()',
    () => z.discriminatedUnion('k', [z.object({ k: z.literal('a') })]),
    /type "union"/,
  ],
  [
    'z.intersection()',
    () => z.intersection(z.object({ a: z.string() }), z.object({ b: z.string() })),
    /type "intersection"/,
  ],
  [
    'z._default()',
    () => z.object({ a: z._default(z.string(), 'x') }),
    /schema\.a: unsupported schema type "default"/,
  ],
  ['z.catch()', () => z.catch(z.string(), 'x'), /schema type "catch"/],
  ['z.pipe()', () => z.pipe(z.string(), z.string()), /schema type "pipe"/],
  ['z.readonly()', () => z.readonly(z.object({})), /schema type "readonly"/],
  [
    'z.nonoptional()',
    () => z.object({ a: z.nonoptional(z.unknown()) }),
    /schema\.a: unsupported schema type "nonoptional"/,
  ],
  ['z.promise()', () => z.promise(z.string()), /schema type "promise"/],
  ['z.lazy()', () => z.lazy(() => z.string()), /schema type "lazy"/],
  ['z.record()', () => z.record(z.string(), z.string()), /schema type "record"/],
  ['z.tuple()', () => z.tuple([z.string()]), /schema type "tuple"/],
  ['z.any()', () => z.any(), /schema type "any"/],
  ['z.null()', () => z.null(), /schema type "null"/],
  // Keywords the generator does not compile.
  ['z.email()', () => z.object({ contact: z.email() }), /schema\.contact: unsupported keyword "format"/],
  ['z.uuid()', () => z.object({ id: z.uuid() }), /schema\.id: unsupported keyword "format"/],
  ['z.iso.datetime()', () => z.object({ at: z.iso.datetime() }), /schema\.at: unsupported keyword "format"/],
  ['z.int()', () => z.object({ n: z.int() }), /schema\.n: unsupported type "integer"/],
  ['z.int32()', () => z.array(z.int32()), /schema\[\]: unsupported type "integer"/],
  ['z.looseObject()', () => z.looseObject({ a: z.string() }), /keyword "additionalProperties"/],
  ['z.strictObject()', () => z.strictObject({ a: z.string() }), /keyword "additionalProperties"/],
  [
    'z.catchall()',
    () => z.catchall(z.object({ a: z.string() }), z.string()),
    /keyword "additionalProperties"/,
  ],
  // zod 4.6 exports it as `not: {}`, older zod as an empty enum.
  ['z.enum([])', () => z.enum([]), /keyword "not"|enum that is not a list of values/],
  // Older zod exports it by assignment, which drops the property: then it is a required key without one.
  ['a key named __proto__', () => z.object({ ['__proto__']: z.string() }), /schema: unsupported .*__proto__/],
  // What zod's JSON Schema export itself refuses.
  ['z.custom()', () => z.custom<string>(unregistered), /Custom types cannot be represented/],
  [
    'z.transform()',
    () => z.object({ a: z.transform((s: string) => s.length) }),
    /Transforms cannot be represented/,
  ],
  ['a bigint literal', () => z.literal(1n), /BigInt literals cannot be represented/],
  ['z.date()', () => z.object({ at: z.date() }), /Date cannot be represented/],
];

/** What the JSON Schema alone would lose (undefined, optional wrappers, literals): each value as zod decides it. */
const LIKE_ZOD: [label: string, schema: () => z.core.$ZodType, values: unknown[]][] = [
  ['z.optional() at the root', () => z.optional(idString()), [undefined, 'a', '', 1, null]],
  ['z.optional() array items', () => z.array(z.optional(idString())), [[undefined, 'a'], [''], [null], []]],
  [
    'a z.nullable() of a z.optional() field',
    () => z.object({ a: z.nullable(z.optional(idString())) }),
    [{}, { a: undefined }, { a: null }, { a: '' }, { a: 'x', b: 1 }],
  ],
  [
    'a z.optional() of a z.nullable() field',
    () => z.object({ a: z.optional(z.nullable(idString())) }),
    [{}, { a: undefined }, { a: null }, { a: '' }, { a: 'x', b: 1 }],
  ],
  [
    'an optional field that is present and undefined',
    () => z.object({ b: z.string(), a: z.optional(z.string()) }),
    [{ a: undefined, b: 'x' }, { b: 'x' }, { c: 1, a: 'y', b: 'x' }, { a: 'y' }],
  ],
  ['a required z.unknown() field', () => z.object({ a: z.unknown() }), [{}, { a: undefined }, { a: 1 }]],
  [
    'literals of four types',
    () => z.literal(['a', 1, true, null]),
    ['a', 1, true, null, 'b', 0, false, undefined],
  ],
  ['a numeric enum', () => z.enum({ A: 1, B: 2 } as const), [1, 2, 3, 'A']],
];

describe('the validator generator', () => {
  it.each(REFUSED)(
    'refuses %s at generation time, naming the path and the construct',
    (_, schema, construct) => {
      expect(() => compile(schema())).toThrow(GenerationError);
      expect(() => compile(schema())).toThrow(construct);
    },
  );

  it.each(LIKE_ZOD)('compiles %s with the verdict and output of zod', (_, schema, values) => {
    const validate = compile(schema());
    for (const value of values) {
      const expected = z.safeParse(schema(), value);
      const actual = validate(value);
      expect(actual.success, JSON.stringify(value)).toBe(expected.success);
      if (expected.success) assertSameOutput(actual.data, expected.data);
    }
  });

  it('compiles what the capabilities work adds: an integer field, a string array, a nested object', () => {
    const ready = z.object({
      protocolVersion: z.optional(z.number().check(refineWith(rules.positiveInteger))),
      extensions: z.optional(z.array(z.string().check(refineWith(rules.idText)))),
      size: z.object({ height: z.number().check(refineWith(rules.nonNegative)), width: z.number() }),
    });
    const validate = compile(ready);
    const good = {
      extensions: ['content-size'],
      size: { width: 2, height: 1, extra: 1 },
      protocolVersion: 1,
      x: 1,
    };
    expect(validate(good)).toEqual({
      success: true,
      data: { protocolVersion: 1, extensions: ['content-size'], size: { height: 1, width: 2 } },
    });
    expect(validate({ ...good, protocolVersion: 1.5 }).success).toBe(false);
    expect(validate({ ...good, extensions: ['ok', ''] })).toMatchObject({
      success: false,
      error: { issues: [{ path: ['extensions', 1] }] },
    });
    expect(validate({ ...good, size: { height: -1, width: 2 } })).toMatchObject({
      success: false,
      error: { issues: [{ path: ['size', 'height'] }] },
    });
  });

  it('compiles a refine on a named rule and calls that very function', () => {
    const validate = compile(z.object({ name: z.string().check(refineWith(nonEmpty)) }));
    expect(validate({ name: 'a' })).toEqual({ success: true, data: { name: 'a' } });
    expect(validate({ name: '' })).toMatchObject({
      success: false,
      error: { issues: [{ path: ['name'], message: 'must not be empty' }] },
    });
  });
});
