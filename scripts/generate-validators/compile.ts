import type * as z from 'zod/mini';
import { GenerationError } from './generation-error';
import { exportJsonSchema, type JsonSchema, OPTIONAL_KEYWORD, RULES_KEYWORD } from './json-schema';
import type { RuleTable } from './rule-table';

/** The validator expression of a zod schema, compiled from its JSON Schema. */
export function compileSchema(schema: z.core.$ZodType, rules: RuleTable, where: string[]): string {
  const { $schema: _, ...json } = exportJsonSchema(schema, rules, where);
  return compileJsonSchema(json, where);
}

/**
 * Compiles the JSON Schema that `exportJsonSchema` gives for a zod schema into the expression of a validator
 * (combinators of src/protocol/validator-runtime.ts) with zod's verdict and zod's output: unknown keys
 * stripped, keys in shape order, absent optional keys left out. Only the keywords below compile; any
 * other throws a `GenerationError` naming the schema path.
 */
export function compileJsonSchema(json: JsonSchema, where: string[]): string {
  const { [OPTIONAL_KEYWORD]: optional, ...rest } = json;
  const node = compileChecked(rest, where);
  return optional ? `optional(${node})` : node;
}

function compileChecked(json: JsonSchema, where: string[]): string {
  const { [RULES_KEYWORD]: rules, ...rest } = json;
  const base = compileNode(rest, where);
  if (rules === undefined) return base;
  return `checked(${base}, [${(rules as string[]).join(', ')}])`;
}

const SCALARS: Record<string, string> = {
  string: 'stringValue',
  number: 'numberValue',
  boolean: 'booleanValue',
};
const NULL_BRANCH = JSON.stringify({ type: 'null' });

function compileNode(json: JsonSchema, where: string[]): string {
  const { type } = json;
  if ('anyOf' in json) return compileNullable(json, where);
  if (Array.isArray(type)) {
    // A nullable of a bare type, which zod writes `type: ["string", "null"]`.
    only(json, ['type'], where);
    const [other, ...more] = type.filter((member) => member !== 'null');
    if (type.length !== 2 || more.length > 0 || other === undefined)
      throw new GenerationError(where, `type ${JSON.stringify(type)}`);
    return `nullable(${compileNode({ type: other }, where)})`;
  }
  if ('enum' in json || 'const' in json) return compileLiterals(json, where);
  if (type === 'object') return compileObject(json, where);
  if (type === 'array') {
    only(json, ['type', 'items'], where);
    if (typeof json.items !== 'object' || json.items === null || Array.isArray(json.items))
      throw new GenerationError(where, 'array without one item schema');
    return `array(${compileJsonSchema(json.items as JsonSchema, [...where, '[]'])})`;
  }
  if (type === undefined) {
    only(json, [], where);
    return 'unknownValue';
  }
  const scalar = typeof type === 'string' && Object.hasOwn(SCALARS, type) ? SCALARS[type] : undefined;
  if (!scalar) throw new GenerationError(where, `type ${JSON.stringify(type)}`);
  only(json, ['type'], where);
  return scalar;
}

/** `anyOf: [inner, { type: "null" }]`: zod's nullable. Any other union is refused. */
function compileNullable(json: JsonSchema, where: string[]): string {
  only(json, ['anyOf'], where);
  const branches = json.anyOf;
  if (!Array.isArray(branches) || branches.length !== 2)
    throw new GenerationError(where, 'union (anyOf) other than a nullable');
  const inner = branches.filter((branch) => JSON.stringify(branch) !== NULL_BRANCH);
  if (inner.length !== 1) throw new GenerationError(where, 'union (anyOf) other than a nullable');
  return `nullable(${compileJsonSchema(inner[0] as JsonSchema, where)})`;
}

type Literal = string | number | boolean | null;

function compileLiterals(json: JsonSchema, where: string[]): string {
  only(json, ['type', 'enum', 'const'], where);
  const values = ('enum' in json ? json.enum : [json.const]) as unknown[];
  if (!Array.isArray(values) || values.length === 0 || ('enum' in json && 'const' in json))
    throw new GenerationError(where, 'enum that is not a list of values');
  for (const value of values) {
    const ok =
      typeof value === 'string' ||
      typeof value === 'boolean' ||
      value === null ||
      (typeof value === 'number' && Number.isFinite(value));
    if (!ok) throw new GenerationError(where, `literal ${JSON.stringify(value)}`);
    if (json.type !== undefined && json.type !== jsonType(value as Literal))
      throw new GenerationError(
        where,
        `literal ${JSON.stringify(value)} of type ${JSON.stringify(json.type)}`,
      );
  }
  return `oneOf([${(values as Literal[]).map((value) => JSON.stringify(value)).join(', ')}])`;
}

function jsonType(value: Literal): string {
  return value === null ? 'null' : typeof value;
}

function compileObject(json: JsonSchema, where: string[]): string {
  // Input side: a stripping z.object() has no additionalProperties; strict, loose and catchall ones do.
  only(json, ['type', 'properties', 'required'], where);
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = (json.required ?? []) as unknown[];
  if (typeof properties !== 'object' || !Array.isArray(required))
    throw new GenerationError(where, 'object without properties');
  for (const key of required) {
    if (typeof key !== 'string' || !Object.hasOwn(properties, key))
      throw new GenerationError(where, `required key ${JSON.stringify(key)} without a property`);
  }
  const fields = Object.keys(properties).map((key) => {
    // The output is built by assignment, where __proto__ would set the prototype.
    if (key === '__proto__') throw new GenerationError(where, 'a key named __proto__');
    const at = [...where, `.${key}`];
    const property = properties[key] as JsonSchema;
    if (required.includes(key)) {
      if (property[OPTIONAL_KEYWORD]) throw new GenerationError(at, 'optional that the JSON Schema requires');
      return `${propertyName(key)}: ${compileJsonSchema(property, at)}`;
    }
    // A z.optional(), or a z.nullable() of one: the runtime's object knows it by its optional() node.
    const { [OPTIONAL_KEYWORD]: _, ...value } = property;
    return `${propertyName(key)}: optional(${compileJsonSchema(value, at)})`;
  });
  return `object({${fields.join(', ')}})`;
}

/** A key as an object literal's property name: bare when it is an identifier. */
function propertyName(key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key);
}

function only(json: JsonSchema, allowed: readonly string[], where: string[]): void {
  for (const keyword of Object.keys(json)) {
    if (!allowed.includes(keyword)) throw new GenerationError(where, `keyword "${keyword}"`);
  }
}
