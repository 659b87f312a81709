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
 * - `merge`: the fields of all, in list order; a field an earlier extension gave stays its.
 * A hook that throws is one `handler-threw` diagnostic naming the extension and the hook, and
 * counts as not there: not taken (`first`), the value unchanged (`chain`), no fields (`merge`),
 * that message dropped (`owner`); every other extension's hook still runs.
 */
export type Combination = 'all' | 'first' | 'chain' | 'owner' | 'merge';

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
    : How extends 'merge'
      ? Partial<NonNullable<ReturnType<F>>>
      : undefined;
type Handler = (...args: never[]) => void;
type OwnedHandler<Hooks, K extends keyof Hooks> = NonNullable<Hooks[K]>[keyof NonNullable<Hooks[K]>];

/** Steps logged while extensions are set up, handed to every `log` hook once all are. */
const MAX_EARLY_STEPS = 100;
/** Of a thrown error, what a diagnostic's message quotes. */
const MAX_ERROR_TEXT = 200;

interface Member<Hooks> {
  readonly label: string;
  readonly hooks: Hooks;
}

/**
 * The extensions of one controller or emitter: sets each up, then calls their hooks as its side's
 * `HookTable` says, each call isolated (see `Combination`).
 */
export class ExtensionSet<Hooks extends ExtensionHooksBase, Table extends HookTable<Hooks>> {
  /** The names to announce, in order: those whose `setup` returned. */
  readonly names: string[] = [];
  /** Whether any extension has a `log` hook: callers on a hot path skip building a step. */
  logs = false;
  readonly #where: string;
  readonly #table: Table;
  readonly #report: () => DiagnosticHandler | undefined;
  readonly #members: Member<Hooks>[] = [];
  readonly #owners = new Map<keyof Hooks, Map<string, Handler>>();
  #early: Parameters<ExtensionLog>[] | null = [];
  #reporting = false;

  /** `report`: where a throwing hook is told, read at each throw. */
  constructor(where: string, table: Table, report: () => DiagnosticHandler | undefined) {
    this.#where = where;
    this.#table = table;
    this.#report = report;
  }

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
  ): void {
    const where = this.#where;
    const list = (extensions ?? []).map((extension: unknown, index) => {
      const { name, setup } = (extension ?? {}) as Partial<Extension<Context, Hooks>>;
      if (typeof setup !== 'function') {
        const hint =
          typeof extension === 'function' ? ' (call the factory: autoHeight(), not autoHeight)' : '';
        throw invalidOption(`${where}: extensions[${index}] is not an extension${hint}`);
      }
      return {
        extension,
        name,
        setup,
        label: name === undefined ? `extensions[${index}]` : `extension "${name}"`,
      };
    });
    for (const [index, { name }] of list.entries()) {
      if (name !== undefined && list.findIndex((other) => other.name === name) < index)
        throw invalidOption(`${where}: extension "${name}" is given twice`);
    }
    for (const { extension, name, setup, label } of list) {
      const lifetime = new Disposer();
      const end = context.lifetime.add(() => lifetime.dispose());
      try {
        const hooks = setup.call(extension, { ...context, lifetime }) ?? ({} as Hooks);
        this.#members.push({ label, hooks });
        if (name !== undefined) this.names.push(name);
      } catch (error) {
        end();
        if (error instanceof EmbedError) throw error;
        this.#threw(label, 'setup', error);
      }
    }
    for (const key of Object.keys(this.#table) as (keyof Hooks)[]) {
      if (this.#table[key as keyof Table] === 'owner') this.#owners.set(key, this.#byType(key));
    }
    this.logs = this.#members.some(({ hooks }) => typeof hooks.log === 'function');
    const early = this.#early ?? [];
    this.#early = null;
    for (const step of early) this.log(...step);
  }

  /** Calls hook `hook` of every extension that has it, combined as the table says. */
  run<K extends FunctionKey<Hooks> & keyof Table>(
    hook: K,
    ...args: Parameters<HookOf<Hooks, K>>
  ): Combined<Table[K], HookOf<Hooks, K>> {
    return this.#call(hook, args) as never;
  }

  /** The handlers of an `owner` hook by message type. A Map: a hostile `type` such as `__proto__` finds nothing. */
  owners<K extends keyof Hooks>(hook: K): ReadonlyMap<string, OwnedHandler<Hooks, K>> {
    return (this.#owners.get(hook) ?? new Map()) as ReadonlyMap<string, OwnedHandler<Hooks, K>>;
  }

  /** Every extension's `log`, in list order; steps logged during setup reach them once all are set up. */
  readonly log: ExtensionLog = (...step) => {
    if (this.#early) {
      if (this.#early.length < MAX_EARLY_STEPS) this.#early.push(step);
      return;
    }
    if (this.logs) this.#call('log', step);
  };

  #call(hook: keyof Hooks, args: readonly unknown[]): unknown {
    const how = this.#table[hook as keyof Table];
    let result: unknown =
      how === 'chain' ? args[0] : how === 'merge' ? {} : how === 'first' ? false : undefined;
    for (const { label, hooks } of this.#members) {
      const call = hooks[hook] as ((...values: unknown[]) => unknown) | undefined;
      if (typeof call !== 'function') continue;
      try {
        const value = call.apply(hooks, how === 'chain' ? [result, ...args.slice(1)] : [...args]);
        if (how === 'first' && value) return true;
        if (how === 'chain') result = value ?? result;
        // An earlier extension's field stays: spread last.
        if (how === 'merge') result = { ...(value as object), ...(result as object) };
      } catch (error) {
        this.#threw(label, String(hook), error);
      }
    }
    return result;
  }

  #byType(hook: keyof Hooks): Map<string, Handler> {
    const byType = new Map<string, Handler>();
    const claimedBy = new Map<string, string>();
    for (const { label, hooks } of this.#members) {
      const handlers = (hooks[hook] ?? {}) as Readonly<Record<string, (...args: unknown[]) => void>>;
      for (const [type, handler] of Object.entries(handlers)) {
        const first = claimedBy.get(type);
        if (first) throw invalidOption(`${this.#where}: ${first} and ${label} both handle "${type}"`);
        claimedBy.set(type, label);
        byType.set(type, (...args) => {
          try {
            handler(...args);
          } catch (error) {
            this.#threw(label, `${String(hook)}["${type}"]`, error);
          }
        });
      }
    }
    return byType;
  }

  #threw(label: string, hook: string, error: unknown): void {
    // A `log` hook that throws while this very diagnostic is logged is not told again.
    if (this.#reporting) return;
    this.#reporting = true;
    let text: string;
    try {
      text = String(error).slice(0, MAX_ERROR_TEXT);
    } catch {
      text = typeof error;
    }
    try {
      reportDiagnostic(this.#report(), {
        reason: DIAGNOSTIC_REASONS.handlerThrew,
        message: `${label}: hook "${hook}" threw: ${text}`,
        detail: error,
      });
    } finally {
      this.#reporting = false;
    }
  }
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
