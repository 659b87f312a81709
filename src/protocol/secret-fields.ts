/** A refused value at this path may be a credential: described by its shape, never quoted. */
export const isSecretPath = (path: readonly PropertyKey[]): boolean => path.at(-1) === 'sessionId';

/** `a string of 44 characters`, `a value of type object`: a refused credential without its text. */
export const shapeOf = (value: unknown): string =>
  typeof value === 'string' ? `a string of ${value.length} characters` : `a value of type ${typeof value}`;
