import type { Diagnostic, DiagnosticHandler } from './diagnostics';
import { invalidOption } from './errors';
import type { Extension, ExtensionHooksBase, ExtensionLog } from './extension';

/** The extensions of one controller or emitter, set up: their hooks in order, and the combined log. */
export interface ExtensionSet<Hooks> {
  /** Each extension's hooks, in the order of the list. */
  readonly hooks: readonly Hooks[];
  /** The names to announce, in order. */
  readonly names: readonly string[];
  /** Every extension's `log` called in turn; `undefined` when none logs, so callers pay nothing. */
  readonly log: ExtensionLog | undefined;
}

/**
 * Sets up each extension of the `extensions` option (an array: `checkOptions` has seen to it) with
 * `context`. A function in the list (the factory itself, `autoHeight` instead of `autoHeight()`),
 * anything else that is no extension, or a name twice throws `invalid-options`.
 */
export function setupExtensions<Context, Hooks extends ExtensionHooksBase>(
  where: string,
  extensions: readonly unknown[] | undefined,
  context: Context,
): ExtensionSet<Hooks> {
  const names: string[] = [];
  const hooks = (extensions ?? []).map((extension: unknown, index) => {
    const { name, setup } = (extension ?? {}) as Partial<Extension<Context, Hooks>>;
    if (typeof setup !== 'function') {
      const hint = typeof extension === 'function' ? ' (call the factory: autoHeight(), not autoHeight)' : '';
      throw invalidOption(`${where}: extensions[${index}] is not an extension${hint}`);
    }
    if (name !== undefined) {
      if (names.includes(name)) throw invalidOption(`${where}: extension "${name}" is given twice`);
      names.push(name);
    }
    return setup.call(extension, context) ?? ({} as Hooks);
  });
  const loggers = hooks.flatMap((hook) => (hook.log ? [hook.log] : []));
  const log: ExtensionLog | undefined = loggers.length
    ? (...step) => {
        for (const logger of loggers) logger(...step);
      }
    : undefined;
  return { hooks, names, log };
}

/**
 * The handler of each message type the hooks handle, the first extension's where two claim one
 * (as with `send`). A Map: a hostile `type` such as `__proto__` finds nothing.
 */
export function handlersByType<Hooks, Handler>(
  hooks: readonly Hooks[],
  handlers: (hook: Hooks) => Readonly<Record<string, Handler>> | undefined,
): ReadonlyMap<string, Handler> {
  const byType = new Map<string, Handler>();
  for (const hook of hooks) {
    for (const [type, handler] of Object.entries(handlers(hook) ?? {})) {
      if (!byType.has(type)) byType.set(type, handler);
    }
  }
  return byType;
}

/** Every refusal goes through `onDiagnostic`; with a log it is logged as well. */
export function withLog(
  onDiagnostic: DiagnosticHandler | undefined,
  log: ExtensionLog | undefined,
): DiagnosticHandler | undefined {
  if (!log) return onDiagnostic;
  return (diagnostic: Diagnostic) => {
    log(
      'in',
      'refused',
      `${diagnostic.reason}: ${diagnostic.message}`,
      diagnostic.origin ?? '-',
      diagnostic.detail,
    );
    onDiagnostic?.(diagnostic);
  };
}
