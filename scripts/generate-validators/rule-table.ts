import { GenerationError } from './generation-error';

/** The modules whose exported rules (`{ test, message }`) generated code may import. */
export interface RuleModule {
  specifier: string;
  exports: Record<string, unknown>;
}

/** Finds the named rule of each refine's test among the exports of the rule modules. */
export class RuleTable {
  private readonly byTest = new Map<unknown, { module: string; name: string }>();
  readonly used = new Map<string, Set<string>>();

  constructor(modules: readonly RuleModule[]) {
    for (const { specifier, exports } of modules) {
      for (const [name, value] of Object.entries(exports)) {
        if (isRule(value)) this.byTest.set(value.test, { module: specifier, name });
      }
    }
  }

  /** The name of the rule whose `test` is `test`; a function that is no rule's test is refused. */
  nameOf(test: unknown, where: string[]): string {
    const found = this.byTest.get(test);
    if (!found) throw new GenerationError(where, 'refine on a function that is not a named rule');
    const names = this.used.get(found.module) ?? new Set<string>();
    names.add(found.name);
    this.used.set(found.module, names);
    return found.name;
  }
}

function isRule(value: unknown): value is { test: unknown; message: string } {
  if (typeof value !== 'object' || value === null) return false;
  const rule = value as { test?: unknown; message?: unknown };
  return typeof rule.test === 'function' && typeof rule.message === 'string';
}
