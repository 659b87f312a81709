import assert from 'node:assert/strict';
import { isDeepStrictEqual } from 'node:util';
import { type ParseResult, safeParseAction, safeParseEvent } from '../src/envelope';
import { isPlainObject, payloadKeys } from './mutations';

export type Direction = 'event' | 'action';

const ENVELOPE_KEYS: Record<Direction, readonly string[]> = {
  event: ['source', 'direction', 'type', 'payload', 'timestamp', 'surface'],
  action: ['source', 'direction', 'type', 'payload', 'timestamp'],
};

export function parse(direction: Direction, data: unknown): ParseResult<unknown> {
  return direction === 'event' ? safeParseEvent(data) : safeParseAction(data);
}

/** Every own key of `output` is in `allowed` and was an own key of `input` with the same value. */
function assertCopiedOwnKeys(output: object, input: object, allowed: readonly string[], where: string): void {
  for (const key of Reflect.ownKeys(output)) {
    assert.ok(typeof key === 'string' && allowed.includes(key), `${where}: unknown key ${String(key)} kept`);
    if (key === 'payload') continue;
    assert.ok(Object.hasOwn(input, key), `${where}.${key} was not an own key of the input`);
    const got = (output as Record<string, unknown>)[key];
    assert.ok(Object.is(got, (input as Record<string, unknown>)[key]), `${where}.${key} was changed`);
  }
}

/**
 * What any parse result must satisfy: the zod result shape; on success, only known keys,
 * each copied from an own key of the input, and a second parse that gives the same data.
 */
export function assertSoundResult(direction: Direction, input: unknown, result: ParseResult<unknown>): void {
  if (!result.success) {
    assert.ok(result.error.issues.length > 0, 'a failure without issues');
    return;
  }
  const data = result.data;
  assert.ok(isPlainObject(data) && isPlainObject(input), 'success on a non-plain envelope');
  assertCopiedOwnKeys(data, input, ENVELOPE_KEYS[direction], 'envelope');
  const { payload, type } = data;
  assert.ok(isPlainObject(payload) && isPlainObject(input.payload), 'success with a non-plain payload');
  assert.equal(Object.getPrototypeOf(payload), Object.prototype, 'payload prototype is not Object.prototype');
  assertCopiedOwnKeys(payload, input.payload, payloadKeys(String(type)), 'payload');
  const again = parse(direction, data);
  assert.ok(again.success && isDeepStrictEqual(again.data, data), 'parsing the parsed data again changed it');
}
