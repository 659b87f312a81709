// Error classes branded with a registered symbol (`Symbol.for`): every copy of the library (a CJS
// entry, a script-tag build, a second install of the package) brands its errors the same way, so
// `instanceof` holds across copies.

/** Marks `error` with `brand`, not enumerable, so logs and `JSON.stringify` do not show it. */
export function setBrand(error: object, brand: symbol): void {
  Object.defineProperty(error, brand, { value: true });
}

/**
 * The `Symbol.hasInstance` of a branded class `base`: any value carrying `brand` for the class
 * itself, the usual prototype check for a subclass (`asked` is the class `instanceof` asked about).
 */
export function isBrandedInstance(asked: unknown, base: unknown, brand: symbol, value: unknown): boolean {
  if (asked !== base) return Function.prototype[Symbol.hasInstance].call(asked, value);
  return typeof value === 'object' && value !== null && brand in value;
}
