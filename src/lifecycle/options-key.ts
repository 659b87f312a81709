/** Stands for a value JSON cannot hold (a cycle, a BigInt): equal to itself, so it is reported once. */
const UNSERIALIZABLE = '\u0000unserializable';

/**
 * A value as one string, equal for equal values (new objects included). Functions are left out,
 * as JSON leaves them out: a new callback on every render is no change.
 */
export function valueKey(value: unknown): string {
  try {
    return JSON.stringify(value) ?? UNSERIALIZABLE;
  } catch {
    return UNSERIALIZABLE;
  }
}

/** `valueKey` of options with their names: renaming a mistyped callback (`onRedy`) is a change. */
export function optionsKey(options: object): string {
  return valueKey([Object.keys(options), options]);
}
