import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
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
import { refineWith } from './schemas';

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

/** Constructs the generator does not compile: each must throw at generation time, never accept. */
const REFUSED: [label: string, schema: () => z.core.$ZodType, construct: RegExp][] = [
  ['z.email()', () => z.object({ contact: z.email() }), /schema\.contact: unsupported ZodMiniEmail/],
  ['z.uuid()', () => z.object({ id: z.uuid() }), /schema\.id: unsupported ZodMiniUUID/],
  [
    'z.iso.datetime()',
    () => z.object({ at: z.iso.datetime() }),
    /schema\.at: unsupported ZodMiniISODateTime/,
  ],
  ['z.int()', () => z.object({ n: z.int() }), /schema\.n: unsupported ZodMiniNumberFormat/],
  ['z.int32()', () => z.array(z.int32()), /schema\[\]: unsupported ZodMiniNumberFormat/],
  [
    'z.check()',
    () => z.string().check(z.check(() => undefined)),
    /schema\.check\(#1\): unsupported z\.check\(\)/,
  ],
  [
    'z.superRefine()',
    () => z.object({ a: z.string().check(z.superRefine(() => undefined)) }),
    /schema\.a\.check\(#1\): unsupported z\.check\(\) \/ z\.superRefine\(\)/,
  ],
  ['an unregistered z.refine', () => z.string().check(z.refine(unregistered)), /not a named rule/],
  [
    'an unregistered z.custom',
    () => z.custom<string>(unregistered),
    /z\.custom with a function that is not a named rule/,
  ],
  ['z.looseObject()', () => z.looseObject({ a: z.string() }), /object with def\.catchall/],
  ['z.strictObject()', () => z.strictObject({ a: z.string() }), /object with def\.catchall/],
  ['z.catchall()', () => z.catchall(z.object({ a: z.string() }), z.string()), /object with def\.catchall/],
  ['z.union()', () => z.union([z.string(), z.number()]), /schema kind "union"/],
  [
    'z.discriminatedUnion()',
    () => z.discriminatedUnion('k', [z.object({ k: z.literal('a') })]),
    /kind "union"/,
  ],
  ['z.minLength()', () => z.string().check(z.minLength(1)), /check "min_length"/],
  ['z.maxLength()', () => z.string().check(z.maxLength(9)), /check "max_length"/],
  ['z.exactOptional()', () => z.object({ a: z.exactOptional(z.string()) }), /ZodMiniExactOptional/],
  ['z._default()', () => z._default(z.string(), 'x'), /schema kind "default"/],
  [
    'z.pipe() / transform',
    () =>
      z.pipe(
        z.string(),
        z.transform((s) => s.length),
      ),
    /kind "pipe"/,
  ],
  ['z.record()', () => z.record(z.string(), z.string()), /schema kind "record"/],
  ['z.tuple()', () => z.tuple([z.string()]), /schema kind "tuple"/],
  ['a coerced string', () => z.coerce.string(), /string with def\.coerce/],
  ['a regex with the g flag', () => z.string().check(z.regex(/a/g)), /stateful regex flags "g"/],
  ['a numeric TypeScript enum', () => z.enum({ A: 1, B: 2 } as const), /enum that is not a list of strings/],
  ['a bigint literal', () => z.literal(1n), /literal 1/],
];

describe('the validator generator', () => {
  it.each(REFUSED)(
    'refuses %s at generation time, naming the path and the construct',
    (_, schema, construct) => {
      expect(() => compile(schema())).toThrow(GenerationError);
      expect(() => compile(schema())).toThrow(construct);
    },
  );

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
