/**
 * Detects prototype pollution: a new own key on a built-in prototype, or a key that every
 * object would inherit. Cheap enough to run after every fuzz case.
 */
const GUARDED: readonly [string, object][] = [
  ['Object.prototype', Object.prototype],
  ['Array.prototype', Array.prototype],
  ['Function.prototype', Function.prototype],
  ['String.prototype', String.prototype],
];

/** Keys the fuzzers try to plant; none may ever be readable on a fresh object. */
const PLANTED = ['polluted', 'source', 'direction', 'type', 'payload', 'timestamp', 'surface'] as const;

export interface PrototypeGuard {
  /** Throws, naming the prototype and the key, when anything changed since the guard was made. */
  check(): void;
}

export function guardPrototypes(): PrototypeGuard {
  const baseline = GUARDED.map(([, prototype]) => new Set(Reflect.ownKeys(prototype)));
  return {
    check() {
      GUARDED.forEach(([name, prototype], index) => {
        const keys = Reflect.ownKeys(prototype);
        const known = baseline[index];
        const added = keys.filter((key) => !known?.has(key));
        if (added.length > 0 || keys.length !== known?.size) {
          throw new Error(`prototype pollution: ${name} gained [${added.map(String).join(', ')}]`);
        }
      });
      const fresh: Record<string, unknown> = {};
      for (const key of PLANTED) {
        if (fresh[key] !== undefined)
          throw new Error(`prototype pollution: ({}).${key} is ${String(fresh[key])}`);
      }
    },
  };
}
