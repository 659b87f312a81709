import type * as z from 'zod/mini';
import { GenerationError } from './generation-error';

/** The modules whose exported rules (`{ test, message }`) and regexes generated code may import. */
export interface RuleModule {
  specifier: string;
  exports: Record<string, unknown>;
}

/** Finds each refine function and regex of a schema among the exports of the rule modules. */
export class RuleTable {
  private readonly byFunction = new Map<unknown, { module: string; name: string }>();
  private readonly byPattern = new Map<unknown, { module: string; name: string }>();
  readonly used = new Map<string, Set<string>>();
  readonly literals: string[] = [];

  constructor(modules: readonly RuleModule[]) {
    for (const { specifier, exports } of modules) {
      for (const [name, value] of Object.entries(exports)) {
        if (value instanceof RegExp) this.byPattern.set(value, { module: specifier, name });
        else if (isRule(value)) this.byFunction.set(value.test, { module: specifier, name });
      }
    }
  }

  /** The name of the rule whose `test` is `fn`; an unregistered function is refused. */
  nameOf(fn: unknown, where: string[], construct: string): string {
    const found = this.byFunction.get(fn);
    if (!found) throw new GenerationError(where, `${construct} with a function that is not a named rule`);
    return this.use(found);
  }

  /** An imported regex when it is exported by a rule module, else a module-level literal. */
  regexRule(pattern: unknown, where: string[]): string {
    if (!(pattern instanceof RegExp)) throw new GenerationError(where, 'regex check without a RegExp');
    if (/[gy]/.test(pattern.flags))
      throw new GenerationError(where, `stateful regex flags "${pattern.flags}"`);
    return `matches(${this.patternOf(pattern)})`;
  }

  private patternOf(pattern: RegExp): string {
    const found = this.byPattern.get(pattern);
    if (found) return this.use(found);
    const name = `PATTERN_${this.literals.length}`;
    this.literals.push(`const ${name} = /${pattern.source}/${pattern.flags};`);
    return name;
  }

  private use({ module, name }: { module: string; name: string }): string {
    const names = this.used.get(module) ?? new Set<string>();
    names.add(name);
    this.used.set(module, names);
    return name;
  }
}

function isRule(value: unknown): value is { test: unknown; message: string } {
  if (typeof value !== 'object' || value === null) return false;
  const rule = value as { test?: unknown; message?: unknown };
  return typeof rule.test === 'function' && typeof rule.message === 'string';
}

const REGEX_FIELDS = ['check', 'format', 'pattern', 'error', 'abort'];
const REFINE_FIELDS = ['type', 'check', 'fn', 'path', 'error', 'abort', 'params'];

/** The checks of one schema as rule expressions: regexes (strings only) and named refines, in zod's order. */
export function compileChecks(
  rules: RuleTable,
  def: Record<string, unknown>,
  kind: string,
  at: string[],
): string[] {
  const checks = (def.checks ?? []) as z.core.$ZodCheck[];
  return checks.map((check, index) => {
    const where = [...at, `.check(#${index + 1})`];
    const checkDef = readCheckDef(check, where);
    if (checkDef.check === 'string_format' && checkDef.format === 'regex') {
      if (kind !== 'string') throw new GenerationError(where, `regex check on a ${kind}`);
      onlyFields(checkDef, REGEX_FIELDS, where, 'regex check');
      return rules.regexRule(checkDef.pattern, where);
    }
    if (checkDef.check === 'custom' && checkDef.type === 'custom') {
      onlyFields(checkDef, REFINE_FIELDS, where, 'refine');
      if (typeof checkDef.fn !== 'function') throw new GenerationError(where, 'z.check() / z.superRefine()');
      const rule = rules.nameOf(checkDef.fn, where, 'z.refine');
      const path = checkDef.path ?? [];
      if (!Array.isArray(path) || path.some((p) => typeof p !== 'string' && typeof p !== 'number')) {
        throw new GenerationError(where, 'refine path that is not a list of keys');
      }
      return path.length ? `atPath(${rule}, ${JSON.stringify(path)})` : rule;
    }
    const name =
      checkDef.check === 'custom' ? 'z.check() / z.superRefine()' : `check "${String(checkDef.check)}"`;
    throw new GenerationError(where, name);
  });
}

function readCheckDef(check: unknown, where: string[]): Record<string, unknown> {
  const def = (check as z.core.$ZodCheck | undefined)?._zod?.def as unknown;
  if (typeof def !== 'object' || def === null) throw new GenerationError(where, 'check without a def');
  return def as Record<string, unknown>;
}

function onlyFields(
  def: Record<string, unknown>,
  allowed: readonly string[],
  where: string[],
  what: string,
): void {
  for (const [field, value] of Object.entries(def)) {
    if (value !== undefined && !allowed.includes(field))
      throw new GenerationError(where, `${what} with def.${field}`);
  }
}
