import * as z from 'zod/mini';
import { compileChecks, type RuleTable } from './checks';
import { GenerationError, readDef } from './generation-error';

/**
 * Compiles one zod/mini schema into the body of a TypeScript validator that gives zod's verdict and
 * zod's output (unknown keys stripped, shape key order, omitted optionals left out) without zod.
 * Only the kinds below compile; anything else throws a `GenerationError` naming the schema path.
 * It reads `_zod.def` (documented on zod.dev/library-authors) and the public class of each schema.
 */

type Kind =
  | 'string'
  | 'number'
  | 'boolean'
  | 'unknown'
  | 'enum'
  | 'literal'
  | 'object'
  | 'array'
  | 'optional'
  | 'nullable'
  | 'custom';

/** Per kind: the exact public class and the def fields it may carry (any other field is refused). */
const KINDS: Record<Kind, { cls: unknown; fields: readonly string[] }> = {
  string: { cls: z.ZodMiniString, fields: [] },
  number: { cls: z.ZodMiniNumber, fields: [] },
  boolean: { cls: z.ZodMiniBoolean, fields: [] },
  unknown: { cls: z.ZodMiniUnknown, fields: [] },
  enum: { cls: z.ZodMiniEnum, fields: ['entries'] },
  literal: { cls: z.ZodMiniLiteral, fields: ['values'] },
  object: { cls: z.ZodMiniObject, fields: ['shape'] },
  array: { cls: z.ZodMiniArray, fields: ['element'] },
  optional: { cls: z.ZodMiniOptional, fields: ['innerType'] },
  nullable: { cls: z.ZodMiniNullable, fields: ['innerType'] },
  custom: { cls: z.ZodMiniCustom, fields: ['check', 'fn', 'abort', 'path', 'params'] },
};
/** Fields every kind may carry: `error` only shapes zod's messages, never its verdict. */
const COMMON_FIELDS = ['type', 'checks', 'error'];

/** Absent keys of an object schema: zod skips a key only when its schema is optional "on the way in". */
function isOptionalIn(schema: z.core.$ZodType): boolean {
  const def = schema._zod.def as { type: string; innerType?: z.core.$ZodType };
  if (def.type === 'optional') return true;
  if (def.type === 'nullable' && def.innerType) return isOptionalIn(def.innerType);
  return false;
}

function kindOf(schema: z.core.$ZodType, where: string[]): Kind {
  const def = readDef(schema, where);
  const kind = def.type as Kind;
  const spec = Object.hasOwn(KINDS, kind) ? KINDS[kind] : undefined;
  if (!spec) throw new GenerationError(where, `schema kind "${String(def.type)}"`);
  const className = (schema as { constructor?: { name?: string } }).constructor?.name ?? 'unknown';
  if (schema.constructor !== spec.cls)
    throw new GenerationError(where, `${className} (a ${kind} with its own checks)`);
  for (const [field, value] of Object.entries(def)) {
    if (value === undefined || COMMON_FIELDS.includes(field) || spec.fields.includes(field)) continue;
    throw new GenerationError(where, `${kind} with def.${field}`);
  }
  return kind;
}

/** The expression (runtime combinators of src/protocol/validator-runtime.ts) that validates like `schema`. */
export function compileSchema(rules: RuleTable, schema: z.core.$ZodType, where: string[]): string {
  const kind = kindOf(schema, where);
  const def = schema._zod.def as unknown as Record<string, unknown>;
  const checks = compileChecks(rules, def, kind, where);
  const withChecks = (base: string) => (checks.length ? `checked(${base}, [${checks.join(', ')}])` : base);
  switch (kind) {
    case 'string':
    case 'number':
    case 'boolean':
    case 'unknown':
      return withChecks(`${kind}Value`);
    case 'custom':
      return withChecks(`custom(${rules.nameOf(def.fn, where, 'z.custom')})`);
    case 'enum':
    case 'literal': {
      const values = kind === 'enum' ? enumValues(def.entries, where) : literalValues(def.values, where);
      return withChecks(`oneOf([${values.map(literalCode).join(', ')}])`);
    }
    case 'optional':
    case 'nullable':
      return withChecks(`${kind}(${compileSchema(rules, def.innerType as z.core.$ZodType, where)})`);
    case 'array':
      return withChecks(`array(${compileSchema(rules, def.element as z.core.$ZodType, [...where, '[]'])})`);
    case 'object':
      return withChecks(compileObject(rules, def.shape as Record<string, z.core.$ZodType>, where));
  }
}

function compileObject(rules: RuleTable, shape: Record<string, z.core.$ZodType>, where: string[]): string {
  if (Object.getOwnPropertySymbols(shape).length > 0) throw new GenerationError(where, 'symbol keys');
  const fields = Object.keys(shape).map((key) => {
    if (key === '__proto__') throw new GenerationError(where, 'a key named __proto__');
    const field = shape[key] as z.core.$ZodType;
    const validator = compileSchema(rules, field, [...where, `.${key}`]);
    return `[${JSON.stringify(key)}, ${validator}${isOptionalIn(field) ? ', true' : ''}]`;
  });
  return `object([${fields.join(', ')}])`;
}

function enumValues(entries: unknown, where: string[]): string[] {
  const pairs = Object.entries(entries as Record<string, unknown>);
  if (pairs.some(([key, v]) => key !== v))
    throw new GenerationError(where, 'an enum that is not a list of strings');
  return pairs.map(([key]) => key);
}

function literalValues(values: unknown, where: string[]): (string | number | boolean | null)[] {
  const list = values as unknown[];
  for (const v of list) {
    const ok =
      typeof v === 'string' ||
      typeof v === 'boolean' ||
      v === null ||
      (typeof v === 'number' && Number.isFinite(v));
    if (!ok) throw new GenerationError(where, `literal ${String(v)}`);
  }
  return list as (string | number | boolean | null)[];
}

function literalCode(v: string | number | boolean | null): string {
  return typeof v === 'string' ? JSON.stringify(v) : String(v);
}
