import type * as z from 'zod/mini';
import * as runtime from '../../src/protocol/validator-runtime';
import { compileSchema } from './compile';
import { type RuleModule, RuleTable } from './rule-table';

/**
 * For tests only: compiles a schema and evaluates the expression at once (with `new Function`, which the
 * shipped code never does: it imports the generated module).
 */
export function compileToValidator(
  schema: z.core.$ZodType,
  modules: readonly RuleModule[],
): runtime.Validator {
  const expression = compileSchema(schema, new RuleTable(modules), ['schema']);
  const scope: Record<string, unknown> = { ...runtime };
  for (const { exports } of modules) Object.assign(scope, exports);
  const names = Object.keys(scope);
  return new Function(...names, `return toValidator(${expression});`)(
    ...names.map((name) => scope[name]),
  ) as runtime.Validator;
}
