import * as z from 'zod/mini';
import { RULE_CHECKS } from '../../src/protocol/schemas';
import { GenerationError, schemaPath } from './generation-error';
import type { RuleTable } from './rule-table';

/** A JSON Schema node as zod exports it. */
export type JsonSchema = { [keyword: string]: unknown };

/** The keyword added to a node for its named rules (src/protocol/rules.ts), in zod's order. */
export const RULES_KEYWORD = 'x-rules';
/**
 * The keyword added to the node of a `z.optional()`: JSON has no undefined, so the export says a key
 * may be absent (`required`) but not that a value, an item or the whole input may be undefined.
 */
export const OPTIONAL_KEYWORD = 'x-optional';

/** Schema types whose JSON Schema says all that zod does with a value, once their checks are named rules. */
const TYPES: readonly string[] = [
  'string',
  'number',
  'boolean',
  'unknown',
  'enum',
  'literal',
  'object',
  'array',
  'optional',
  'nullable',
];

/** What a zod or zod/mini schema declares in public (`def` since zod 4.0), and all that is read of it here. */
interface PublicSchema {
  def: { type: string; checks?: readonly unknown[]; coerce?: unknown };
  safeParse(value: unknown): { success: boolean };
}

/**
 * The JSON Schema of `schema` from zod's public export (`z.toJSONSchema`, the input side), with the
 * names of its rules under `x-rules` and its optionals marked `x-optional`. What the export would leave
 * out is refused, naming the schema path: checks other than named rules (`RULE_CHECKS` of
 * src/protocol/schemas.ts), schema types outside `TYPES`, coercion, `z.exactOptional()`. What it cannot
 * represent at all (transforms, `z.custom()`, bigints, ...) zod itself refuses.
 */
export function exportJsonSchema(schema: z.core.$ZodType, rules: RuleTable, root: string[]): JsonSchema {
  try {
    return z.toJSONSchema(schema, {
      io: 'input',
      target: 'draft-2020-12',
      unrepresentable: 'throw',
      cycles: 'throw',
      reused: 'inline',
      override: ({ zodSchema, jsonSchema, path }) =>
        annotate(zodSchema, jsonSchema, rules, schemaPath(root, path ?? [])),
    }) as JsonSchema;
  } catch (error) {
    if (error instanceof GenerationError) throw error;
    throw new GenerationError(root, `schema (zod's JSON Schema export: ${(error as Error).message})`);
  }
}

function annotate(zodSchema: unknown, json: JsonSchema, rules: RuleTable, where: string[]): void {
  const schema = zodSchema as Partial<PublicSchema>;
  const def = schema.def;
  if (typeof def?.type !== 'string' || typeof schema.safeParse !== 'function')
    throw new GenerationError(where, 'value that is not a zod or zod/mini schema');
  const { type, coerce, checks = [] } = def;
  if (!TYPES.includes(type)) throw new GenerationError(where, `schema type "${type}"`);
  if (coerce) throw new GenerationError(where, `coerced ${type}`);
  // zod runs these on undefined or null too, which the node of the inner schema cannot say.
  if ((type === 'optional' || type === 'nullable') && checks.length > 0)
    throw new GenerationError(where, `check on z.${type}() (check the schema inside it)`);
  // z.exactOptional() exports as z.optional() does, yet refuses an undefined value.
  if (type === 'optional') {
    if (!schema.safeParse(undefined).success)
      throw new GenerationError(where, 'optional that refuses undefined (z.exactOptional)');
    json[OPTIONAL_KEYWORD] = true;
  }
  if (checks.length === 0) return;
  // A node's checks include those of the schema it was made from (`.check()` copies them), so this
  // replaces whatever a parent left.
  json[RULES_KEYWORD] = checks.map((check) => {
    const test = typeof check === 'object' && check !== null ? RULE_CHECKS.get(check) : undefined;
    if (!test)
      throw new GenerationError(
        where,
        'check that is not a named rule (z.refine, z.minLength, z.trim, z.meta, ...)',
      );
    return rules.nameOf(test, where);
  });
}
