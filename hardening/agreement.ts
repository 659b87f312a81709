import * as z from 'zod/mini';
import type { Validator } from '../src/protocol/validator-runtime';
import type { MessageKind } from './message-kinds';
import { assertSameOutput } from './same-output';

/** How many values each side accepted and refused: a table that never sees one of them proves nothing. */
export type Verdicts = { accept: number; refuse: number };

function describeValue(value: unknown): string {
  try {
    return (JSON.stringify(value) ?? String(value)).slice(0, 300);
  } catch {
    return Object.prototype.toString.call(value);
  }
}

/** Throws unless the generated validator gives zod's verdict and, on success, zod's output. */
export function assertAgree(
  kind: MessageKind,
  validate: Validator,
  value: unknown,
  verdicts: Verdicts,
): void {
  const expected = z.safeParse(kind.schema, value);
  const actual = validate(value);
  if (actual.success !== expected.success) {
    const zod = expected.success ? 'accepts' : 'refuses';
    throw new Error(`${kind.kind}: zod ${zod} ${describeValue(value)}, the generated validator does not`);
  }
  if (expected.success) assertSameOutput(actual.data, expected.data);
  verdicts[expected.success ? 'accept' : 'refuse'] += 1;
}
