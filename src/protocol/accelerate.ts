import type { $ZodCheck, $ZodCheckRegex, $ZodChecks, $ZodCustom, $ZodType, $ZodTypes } from 'zod/v4/core';
import type { Schema } from './envelope-rules';

/**
 * A faster `safeParse` for the receive pipelines: zod/mini cannot compile schemas to code (and
 * `new Function` is blocked under `script-src 'self'` anyway), so a message of a dozen fields
 * costs about a microsecond. This walks a schema's definition once and builds plain closures for
 * the few zod features the protocol uses. The closures only ever say "valid, here is the value":
 * whatever they refuse, or cannot compile, goes to zod itself, so failures (and their messages)
 * are always zod's. Differential fuzzing (hardening/) proves both agree on every input.
 */

const REFUSED = Symbol();
type Compiled = (input: unknown) => unknown;
type Check = (value: never) => boolean;
/** What a zod feature this file does not know compiles to: zod decides every such value. */
const refuse: Compiled = () => REFUSED;
const refuseCheck: Check = () => false;

export function accelerate<T>(schema: Schema<T>): Schema<T> {
  let compiled: Compiled | undefined;
  return {
    safeParse(input) {
      // Compiled on first use: a page that never receives a message pays nothing.
      compiled ??= compile(schema as unknown as $ZodType);
      const value = compiled(input);
      return value === REFUSED ? schema.safeParse(input) : { success: true, data: value as T };
    },
  };
}

function compile(schema: $ZodType): Compiled {
  const parse = compileType(schema as $ZodTypes);
  const checks = (schema._zod.def.checks ?? []).map((check) => compileCheck(check as $ZodCheck as Checks));
  if (checks.length === 0) return parse;
  return (input) => {
    const value = parse(input);
    if (value === REFUSED) return REFUSED;
    for (const check of checks) if (!check(value as never)) return REFUSED;
    return value;
  };
}

function compileType(schema: $ZodTypes): Compiled {
  const def = schema._zod.def;
  switch (def.type) {
    case 'string':
    case 'boolean': {
      const type = def.type;
      return (input) => (typeof input === type ? input : REFUSED);
    }
    case 'number':
      // Number.isFinite never coerces: it is false for anything but a finite number.
      return (input) => (Number.isFinite(input) ? input : REFUSED);
    case 'unknown':
      return (input) => input;
    case 'enum': {
      const values = schema._zod.values ?? new Set();
      return (input) => (values.has(input as string) ? input : REFUSED);
    }
    case 'custom': {
      const { fn } = def;
      return (input) => (fn(input) === true ? input : REFUSED);
    }
    case 'optional':
    case 'nullable': {
      const { innerType } = def;
      const inner = innerType._zod.optin ? refuse : compile(innerType);
      const skipped = def.type === 'optional' ? undefined : null;
      return (input) => (input === skipped ? input : inner(input));
    }
    case 'object':
      return def.catchall ? refuse : compileObject(def.shape);
    default:
      return refuse;
  }
}

/** zod's strip mode: known keys in shape order, absent optional keys left out, the rest dropped. */
function compileObject(shape: Readonly<Record<string, $ZodType>>): Compiled {
  const fields = Object.keys(shape).map((key) => {
    const schema = shape[key] as $ZodType;
    const { optin, optout } = schema._zod;
    // zod never reads a `__proto__` key; refusing leaves it to zod.
    const parse = key === '__proto__' ? refuse : compile(schema);
    return { key, parse, omittable: optin === 'optional' && optout === 'optional' };
  });
  return (input) => {
    if (typeof input !== 'object' || input === null || Array.isArray(input)) return REFUSED;
    const output: Record<string, unknown> = {};
    for (const { key, parse, omittable } of fields) {
      const raw = (input as Record<string, unknown>)[key];
      // A key that reads as anything but undefined is there: `in` is only asked for undefined.
      if (raw === undefined && !(key in input)) {
        if (omittable) continue;
        return REFUSED;
      }
      const value = parse(raw);
      if (value === REFUSED) return REFUSED;
      output[key] = value;
    }
    return output;
  };
}

type Checks = $ZodChecks | $ZodCheckRegex | $ZodCustom;

function compileCheck(check: Checks): Check {
  const def = check._zod.def;
  switch (def.check) {
    case 'string_format': {
      const { pattern } = def;
      if (def.format !== 'regex' || !pattern) return refuseCheck;
      return (value: string) => {
        pattern.lastIndex = 0;
        return pattern.test(value);
      };
    }
    case 'custom': {
      const { fn } = def;
      return (value) => fn(value) === true;
    }
    default:
      return refuseCheck;
  }
}
