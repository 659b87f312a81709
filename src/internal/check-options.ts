import { invalidOption } from './errors';
import { unknownName } from './unknown-name';

/**
 * What an option must be, as a message says it; `undefined` always passes (the option is left out).
 * @internal Exported by the host entry for the wrappers' lifecycle, as are `OptionShape` and `checkOptions`.
 */
export type OptionKind =
  | 'a string'
  | 'a number'
  | 'a boolean'
  | 'a function'
  | 'an object'
  | 'an array'
  | 'an element'
  | 'a string or an array'
  | 'a string or an object';

/**
 * The options one constructor or wrapper takes, checked as a whole before any one of them is used.
 * @internal
 */
export interface OptionShape {
  /** Every option it takes, and what each must be. */
  readonly kinds: Readonly<Record<string, OptionKind>>;
  /** Options it no longer takes, each with the extension that replaced it, as `extensions: [...]` lists it. */
  readonly moved: Readonly<Record<string, string>>;
}

/**
 * Throws `EmbedError('invalid-options')` on options that are not an object, an unknown option
 * (with the nearest valid name), a moved one (with its replacement) and one of the wrong kind. A
 * message names the option and the kind it got, never the value: it may be a secret.
 * @internal
 */
export function checkOptions(where: string, options: unknown, { kinds, moved }: OptionShape): void {
  const refuse = (message: string) => invalidOption(`${where}: ${message}`);
  const given = kindOf(options);
  if (given !== 'object') throw refuse(`options must be an object, got ${given}`);
  for (const [name, value] of Object.entries(options as object)) {
    if (value === undefined) continue;
    if (Object.hasOwn(moved, name)) throw refuse(`${name} moved to extensions: [${moved[name]}]`);
    const kind = Object.hasOwn(kinds, name) ? kinds[name] : undefined;
    if (!kind) throw refuse(unknownName('option', name, Object.keys(kinds)));
    const got = kindOf(value);
    // `got` is one word, found in the kind that allows it: 'a string or an array' allows two.
    if (!kind.includes(got)) throw refuse(`${name} must be ${kind}, got ${got}`);
  }
}

/**
 * The options as read once: their own enumerable properties copied into an object without a
 * prototype, each getter called once, so that what is checked is what is used and a getter that
 * throws on a later read cannot interrupt a constructor halfway. Not an object (an array, an
 * element, null): as it is, for `checkOptions` to refuse.
 * @internal
 */
export function readOptionsOnce<T>(options: T): T {
  if (kindOf(options) !== 'object') return options;
  const copy: Record<string, unknown> = Object.create(null);
  for (const [name, value] of Object.entries(options as object)) copy[name] = value;
  return copy as T;
}

/** `null`, `array`, `element` (from any window: no DOM class needed), else `typeof`. */
function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return (value as { nodeType?: unknown } | undefined)?.nodeType === 1 ? 'element' : typeof value;
}
