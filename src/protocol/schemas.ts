import * as z from 'zod/mini';
import {
  idText,
  labelText,
  nonEmpty,
  nonNegative,
  nonNegativeInteger,
  positiveInteger,
  type Rule,
} from './rules';
import { EMBED_MODES, inEmbedPathFormat, memberFormat, SURFACES } from './values';

/** The zod building blocks of the wire schemas. Only the core and server entries bundle this module. */

export const surfaceSchema = z.enum(SURFACES);
export const embedModeSchema = z.enum(EMBED_MODES);

/**
 * Every check made by `refineWith` and `formatString`, with the test it runs. The validator generator
 * finds a schema's checks in its public `def.checks`, looks each one up here and refuses any other
 * check (a bare `z.refine`, `z.minLength`, `z.trim()`, `z.meta()`): zod's JSON Schema export, which the
 * generator compiles, leaves refines out, so this is how they reach the generated code.
 */
export const RULE_CHECKS = /* @__PURE__ */ new WeakMap<object, (value: never) => unknown>();

function ruleCheck<T>(test: (value: T) => boolean, params?: { message: string; path?: readonly string[] }) {
  const check = z.refine<T>(test, params as z.core.$ZodCustomParams | undefined);
  RULE_CHECKS.set(check, test);
  return check;
}

/** A zod refine on a named rule: the validator generator accepts no other refine. */
export function refineWith<T>(rule: Rule & { test: (value: T) => boolean }) {
  return ruleCheck<T>(rule.test, { message: rule.message, path: rule.path });
}

/** Any value the rule accepts, typed `T`: `z.unknown()` with a refine (z.custom would add its own class). */
export const ruleOnly = <T>(rule: Rule & { test: (value: T) => boolean }) =>
  z
    .unknown()
    .check(refineWith(rule as Rule & { test: (value: unknown) => boolean })) as unknown as z.ZodMiniType<T>;

// Named rules, not `z.minLength`, `z.gte` or `z.int()`: the validator generator compiles only
// named refines (src/protocol/rules.ts), and refuses every other check.
export const nonEmptyString = () => z.string().check(refineWith(nonEmpty));
/** 1 to 256 characters. */
export const idString = () => z.string().check(refineWith(idText));
/** At most 1024 characters. */
export const labelString = () => z.string().check(refineWith(labelText));

/** Epoch milliseconds or a duration: finite (zod rejects Infinity/NaN) and never negative. */
export const nonNegativeNumber = () => z.number().check(refineWith(nonNegative));
export const positiveIntegerNumber = () => z.number().check(refineWith(positiveInteger));
export const count = () => z.number().check(refineWith(nonNegativeInteger));

/**
 * A string that passes a named format of values.ts (`memberFormat`), refused with the format's words. A
 * refine, not `z.regex`: the regex check would add zod's string-format check classes to the core entry,
 * for the same verdict.
 */
export const formatString = (rule: Rule & { test: (text: string) => boolean }) =>
  z.string().check(refineWith(rule));

export const memberSchema = formatString(memberFormat);

export const inEmbedPathSchema = formatString(inEmbedPathFormat);
