import type * as z from 'zod/mini';

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

/** The documented `_zod.def` of a schema, or a `GenerationError` when there is none. */
export function readDef(schema: unknown, where: string[]): Record<string, unknown> & { type: string } {
  const def = (schema as z.core.$ZodType | undefined)?._zod?.def as unknown;
  if (typeof def !== 'object' || def === null || typeof (def as { type?: unknown }).type !== 'string') {
    throw new GenerationError(where, 'value that is not a zod schema');
  }
  return def as Record<string, unknown> & { type: string };
}
