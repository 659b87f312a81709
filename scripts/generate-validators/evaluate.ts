import type * as z from 'zod/mini';
import * as runtime from '../../src/protocol/validator-runtime';
import { type RuleModule, RuleTable } from './checks';
import { compileSchema } from './compile';

/**
 * For tests only: compiles a schema and evaluates the expression at once (with `new Function`, which the
 * shipped code never does: it imports the generated module).
 */
export function compileToValidator(
  schema: z.core.$ZodType,
  modules: readonly RuleModule[],
): runtime.Validator {
  const rules = new RuleTable(modules);
  const expression = compileSchema(rules, schema, ['schema']);
  const scope: Record<string, unknown> = { ...runtime };
  for (const { exports } of modules) Object.assign(scope, exports);
  const names = Object.keys(scope);
  const body = `${rules.literals.join('\n')}\nreturn toValidator(${expression});`;
  return new Function(...names, body)(...names.map((name) => scope[name])) as runtime.Validator;
}
