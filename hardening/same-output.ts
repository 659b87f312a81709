import assert from 'node:assert/strict';
import { isDeepStrictEqual } from 'node:util';

/** Same data, and same key order at every level: zod's output order is the schema's, and so must ours be. */
export function assertSameOutput(actual: unknown, expected: unknown): void {
  assert.ok(isDeepStrictEqual(actual, expected), 'the generated validator and zod give different data');
  assert.deepEqual(keyOrders(actual), keyOrders(expected), 'the generated validator orders keys differently');
}

function keyOrders(value: unknown, path = '', out: string[] = []): string[] {
  if (typeof value !== 'object' || value === null) return out;
  out.push(`${path}: ${Object.keys(value).join(',')}`);
  for (const [key, item] of Object.entries(value)) keyOrders(item, `${path}.${key}`, out);
  return out;
}
