import { DIAGNOSTIC_REASONS, type Diagnostic, type DiagnosticHandler, reportDiagnostic } from './diagnostics';
import { Disposer } from './disposer';
import { EmbedError, invalidOption } from './errors';
import type { Extension, ExtensionHooksBase, ExtensionLifetime, ExtensionLog } from './extension';

/**
 * How the hooks of several extensions combine (README "Writing an extension" has the same table):
 * - `all`: every extension's, in list order.
 * - `first`: asked in list order until one returns `true`; the rest are not asked.
 * - `chain`: in list order, each given what the one before returned (`undefined` leaves it).
 * - `owner`: one extension per message type; a second one is `invalid-options` at construction.
 * A hook that throws is one `handler-threw` diagnostic naming the extension and the hook, and
 * counts as not there: not taken (`first`), the value unchanged (`chain`), that message
 * dropped (`owner`); every other extension's hook still runs.
 */
export type Combination = 'all' | 'first' | 'chain' | 'owner';

/** The combination of every hook of one side: a hook added without a row fails to compile. */
export type HookTable<Hooks> = { readonly [K in keyof Required<Hooks>]: Combination };

type Hook = (...args: never[]) => unknown;
/** The hooks that are functions (`events` and `actions` are records of handlers by type). */
type FunctionKey<Hooks> = {
  [K in keyof Hooks]-?: NonNullable<Hooks[K]> extends Hook ? K : never;
}[keyof Hooks];
type HookOf<Hooks, K extends keyof Hooks> = Extract<NonNullable<Hooks[K]>, Hook>;
type Combined<How, F extends Hook> = How extends 'first'
  ? boolean
  : How extends 'chain'
    ? Parameters<F>[0]
    : undefined;
type OwnedHandler<Hooks, K extends keyof Hooks> = NonNullable<Hooks[K]>[keyof NonNullable<Hooks[K]>];

/** Steps logged while extensions are set up, handed to every `log` hook once all are. */
const MAX_EARLY_STEPS = 100;
/** Of a thrown error, what a diagnostic's message quotes. */
const MAX_ERROR_TEXT = 200;

/**
 * The extensions of one controller or emitter: sets each up, then calls their hooks as its side's
 * `HookTable` says, each call isolated (see `Combination`).
 */
export interface ExtensionSet<Hooks extends ExtensionHooksBase, Table extends HookTable<Hooks>> {
  /** The names to announce, in order: those whose `setup` returned. */
  readonly names: string[];
  /** Whether any extension has a `log` hook. */
  logs: boolean;
  /**
   * Sets up each extension of the `extensions` option (an array: `checkOptions` has seen to it),
   * each with the context and a lifetime of its own. A function in the list (the factory itself,
   * `autoHeight` instead of `autoHeight()`), anything else that is no extension, a name twice, or
   * two extensions handling one message type throws `invalid-options`; so does a `setup` that
   * throws an `EmbedError` (it refuses its options). A `setup` that throws anything else leaves
   * its extension out (its lifetime ended, not announced) with a `handler-threw` diagnostic.
   */
  setUp<Context extends { lifetime: ExtensionLifetime }>(
    extensions: readonly unknown[] | undefined,
    context: Context,
  ): void;
  /** Calls hook `hook` of every extension that has it, combined as the table says. */
  run<K extends FunctionKey<Hooks> & keyof Table>(
    hook: K,
    ...args: Parameters<HookOf<Hooks, K>>
  ): Combined<Table[K], HookOf<Hooks, K>>;
  /** The handlers of an `owner` hook by message type. A Map: a hostile `type` such as `__proto__` finds nothing. */
  owners<K extends keyof Hooks>(hook: K): ReadonlyMap<string, OwnedHandler<Hooks, K>>;
  /** Every extension's `log`, in list order; steps logged during setup reach them once all are set up. */
  readonly log: ExtensionLog;
}

/** `report`: where a throwing hook is told, read at each throw. */
export function extensionSet<Hooks extends ExtensionHooksBase, Table extends HookTable<Hooks>>(
  where: string,
  table: Table,
  report: () => DiagnosticHandler | undefined,
): ExtensionSet<Hooks, Table> {
  type AnyHook = (...args: unknown[]) => unknown;
  /** `[label, hooks]` of each extension set up, in list order. */
  const members: [string, Record<PropertyKey, unknown>][] = [];
  const byHook = new Map<PropertyKey, Map<string, AnyHook>>();
  let early: Parameters<ExtensionLog>[] | null = [];
  let reporting = false;

  const threw = (label: string, hook: string, error: unknown) => {
    // A `log` hook that throws while this very diagnostic is logged is not told again.
    if (reporting) return;
    reporting = true;
    let text: string;
    try {
      text = String(error).slice(0, MAX_ERROR_TEXT);
    } catch {
      text = typeof error;
    }
    reportDiagnostic(report(), {
      reason: DIAGNOSTIC_REASONS.handlerThrew,
      message: `${label}: hook "${hook}" threw: ${text}`,
      detail: error,
    });
    reporting = false;
  };

  const call = (hook: PropertyKey, args: readonly unknown[]): unknown => {
    const how = table[hook as keyof Table];
    let result: unknown = how === 'chain' ? args[0] : how === 'first' && false;
    for (const [label, hooks] of members) {
      const fn = hooks[hook];
      if (typeof fn !== 'function') continue;
      try {
        const value = fn.apply(hooks, how === 'chain' ? [result, ...args.slice(1)] : args);
        if (how === 'first' && value) return true;
        if (how === 'chain') result = value ?? result;
      } catch (error) {
        threw(label, String(hook), error);
      }
    }
    return result;
  };

  /** The handlers of an `owner` hook by type, each isolated; a type claimed twice throws. */
  const own = (hook: string) => {
    const byType = new Map<string, AnyHook>();
    const claimedBy = new Map<string, string>();
    for (const [label, hooks] of members) {
      for (const [type, handler] of Object.entries((hooks[hook] ?? {}) as Record<string, AnyHook>)) {
        const first = claimedBy.get(type);
        if (first) throw invalidOption(`${where}: ${first} and ${label} both handle "${type}"`);
        claimedBy.set(type, label);
        byType.set(type, (...args) => {
          try {
            handler(...args);
          } catch (error) {
            threw(label, `${hook}["${type}"]`, error);
          }
        });
      }
    }
    byHook.set(hook, byType);
  };

  const set: ExtensionSet<Hooks, Table> = {
    names: [],
    logs: false,
    setUp(extensions, context) {
      const seen: unknown[] = [];
      const list = (extensions ?? []).map((extension: unknown, index) => {
        const { name, setup } = (extension ?? {}) as Partial<Extension<typeof context, Hooks>>;
        if (typeof setup !== 'function') {
          const hint =
            typeof extension === 'function' ? ' (call the factory: autoHeight(), not autoHeight)' : '';
          throw invalidOption(`${where}: extensions[${index}] is not an extension${hint}`);
        }
        if (name !== undefined && seen.includes(name))
          throw invalidOption(`${where}: extension "${name}" is given twice`);
        seen.push(name);
        return [
          extension,
          name,
          setup,
          name === undefined ? `extensions[${index}]` : `extension "${name}"`,
        ] as const;
      });
      for (const [extension, name, setup, label] of list) {
        const lifetime = new Disposer();
        const end = context.lifetime.add(() => lifetime.dispose());
        try {
          members.push([
            label,
            (setup.call(extension, { ...context, lifetime }) ?? {}) as Record<PropertyKey, unknown>,
          ]);
          if (name !== undefined) set.names.push(name);
        } catch (error) {
          end();
          if (error instanceof EmbedError) throw error;
          threw(label, 'setup', error);
        }
      }
      for (const hook in table) if (table[hook] === 'owner') own(hook);
      set.logs = members.some(([, hooks]) => typeof hooks.log === 'function');
      const steps = early ?? [];
      early = null;
      for (const step of steps) set.log(...step);
    },
    run: (hook, ...args) => call(hook, args) as never,
    owners: (hook) => (byHook.get(hook) ?? new Map()) as never,
    log: (...step) => {
      if (!early) {
        if (set.logs) call('log', step);
      } else if (early.length < MAX_EARLY_STEPS) early.push(step);
    },
  };
  return set;
}

/** Every diagnostic goes through `onDiagnostic`; with a `log` hook it is logged as well. */
export function withLog(
  onDiagnostic: DiagnosticHandler | undefined,
  extensions: { log: ExtensionLog },
): DiagnosticHandler {
  return (diagnostic: Diagnostic) => {
    extensions.log(
      'in',
      'refused',
      `${diagnostic.reason}: ${diagnostic.message}`,
      diagnostic.origin ?? '-',
      diagnostic.detail,
    );
    onDiagnostic?.(diagnostic);
  };
}
