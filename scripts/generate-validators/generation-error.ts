/** Thrown at generation time for any construct the generator does not compile: never accept by default. */
export class GenerationError extends Error {
  override readonly name = 'GenerationError';
  constructor(
    readonly where: readonly string[],
    readonly construct: string,
  ) {
    super(`cannot generate a validator for ${where.join('') || '(root)'}: unsupported ${construct}`);
  }
}

/** A JSON Schema path (`properties`, `a`, `items`) as the schema path of an error (`.a[]`). */
export function schemaPath(root: readonly string[], jsonPath: readonly (string | number)[]): string[] {
  const where = [...root];
  for (let index = 0; index < jsonPath.length; index++) {
    const segment = jsonPath[index];
    if (segment === 'properties') where.push(`.${String(jsonPath[++index])}`);
    else if (segment === 'items') where.push('[]');
    // The branches of a nullable: the value is the same field.
    else if (segment === 'anyOf') index++;
    else where.push(`/${String(segment)}`);
  }
  return where;
}
