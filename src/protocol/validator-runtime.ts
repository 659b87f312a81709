import { type ParseIssue, type ParseResult, parseFailure } from './parse-error';
import type { Rule } from './rules';

/**
 * The building blocks of the generated validators (src/protocol/generated, `npm run generate`), one per
 * kind of JSON Schema node the generator compiles, each doing what zod does with the schema it came
 * from: same verdict, same output (unknown keys dropped, shape key order, absent optional keys left
 * out). Nothing here reads zod. A check fails fast: zod may collect more issues, but it refuses exactly
 * when one check fails, and the checks are pure.
 */

export type Validator = (input: unknown) => ParseResult<unknown>;

/** Validates and returns the output, or returns `FAILED` after setting `failure`. */
type Node = (value: unknown) => unknown;
/** An optional node: as an object's field, its key may also be absent. */
type OptionalNode = Node & { optional?: true };

const FAILED: unknown = Symbol('failed');
let failure: ParseIssue & { path: PropertyKey[] } = { code: 'custom', path: [], message: '' };

function refuse(message: string, input: unknown, path: PropertyKey[] = []): unknown {
  failure = { code: 'custom', path, message, input };
  return FAILED;
}

/** A nested value failed: its issue path starts with the key or index it was read from. */
function within(key: PropertyKey): unknown {
  failure.path.unshift(key);
  return FAILED;
}

const typed =
  (type: 'string' | 'boolean', message: string): Node =>
  (value) =>
    typeof value === type ? value : refuse(message, value);

export const stringValue = /* @__PURE__ */ typed('string', 'must be of type string');
export const booleanValue = /* @__PURE__ */ typed('boolean', 'must be of type boolean');
export const numberValue: Node = (value) =>
  typeof value === 'number' && Number.isFinite(value) ? value : refuse('must be a finite number', value);
export const unknownValue: Node = (value) => value;

export const oneOf = (values: readonly unknown[]): Node => {
  const message = `must be ${values.map((v) => JSON.stringify(v)).join(' or ')}`;
  return (value) => (values.includes(value) ? value : refuse(message, value));
};

/** z.optional(): undefined passes as itself. */
export const optional = (inner: Node): Node =>
  Object.assign((value: unknown) => (value === undefined ? undefined : inner(value)), { optional: true });

export const nullable =
  (inner: Node): Node =>
  (value) =>
    value === null ? null : inner(value);

export const array =
  (item: Node): Node =>
  (value) => {
    if (!Array.isArray(value)) return refuse('must be of type array', value);
    const out: unknown[] = new Array(value.length);
    for (let index = 0; index < value.length; index++) {
      const parsed = item(value[index]);
      if (parsed === FAILED) return within(index);
      out[index] = parsed;
    }
    return out;
  };

/**
 * zod's object: keys in shape order. The key of an optional field (a `z.optional()`, so not in the JSON
 * Schema's `required`) may be absent, which leaves it out.
 */
export const object = (fields: Record<string, OptionalNode>): Node => {
  // Plain arrays and an index loop: this runs for every message received.
  const keys = Object.keys(fields);
  const nodes = Object.values(fields);
  const optional = nodes.map((node) => node.optional);
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      return refuse('must be of type object', value);
    const input = value as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (let index = 0; index < keys.length; index++) {
      const key = keys[index] as string;
      const item = input[key];
      // One lookup when the key holds a value; `in` only tells an absent key from an undefined one.
      if (item === undefined && !(key in input)) {
        if (optional[index]) continue;
        return refuse('is required', undefined, [key]);
      }
      const parsed = (nodes[index] as Node)(item);
      if (parsed === FAILED) return within(key);
      out[key] = parsed;
    }
    return out;
  };
};

export const checked =
  (inner: Node, rules: readonly Rule[]): Node =>
  (value) => {
    const parsed = inner(value);
    if (parsed === FAILED) return FAILED;
    for (let index = 0; index < rules.length; index++) {
      const rule = rules[index] as Rule;
      if (!passes(rule, parsed)) return refuse(rule.message, parsed, [...(rule.path ?? [])]);
    }
    return parsed;
  };

export function toValidator(node: Node): Validator {
  return (input) => {
    const parsed = node(input);
    if (parsed !== FAILED) return { success: true, data: parsed };
    return parseFailure(failure.path, failure.message, failure.input);
  };
}

/** A rule's verdict (zod reads a refine's result as truthy). */
function passes(rule: Rule, value: unknown): boolean {
  return !!(rule.test as (value: unknown) => unknown)(value);
}
