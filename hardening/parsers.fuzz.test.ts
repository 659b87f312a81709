import assert from 'node:assert/strict';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { createEvent, safeParseAction, safeParseEvent } from '../src/envelope';
import { parseReceivedAction, parseReceivedEvent } from '../src/protocol/receive-parsers';
import {
  hostileValueArb,
  type MutatedEnvelope,
  messageDataArb,
  mutatedActionArb,
  mutatedEventArb,
  validActionArb,
  validEventArb,
} from './arbitraries';
import { FUZZ_TIMEOUT_MS, shareOfRuns } from './fuzz-runs';
import { assertSoundResult, type Direction, parse } from './parse-oracle';
import { guardPrototypes } from './prototype-guard';
import { assertSameOutput } from './same-output';

const prototypes = guardPrototypes();
const verdicts = { accept: 0, refuse: 0, either: 0 };

afterAll(() => {
  // Without this, a generator bug that makes every case trivially refused would pass unnoticed.
  expect(verdicts.accept).toBeGreaterThan(0);
  expect(verdicts.refuse).toBeGreaterThan(0);
});

function checkMutated(direction: Direction, mutated: MutatedEnvelope): void {
  const result = parse(direction, mutated.data);
  assertSoundResult(direction, mutated.data, result);
  verdicts[mutated.expected] += 1;
  if (mutated.expected !== 'either') {
    assert.equal(result.success ? 'accept' : 'refuse', mutated.expected, mutated.change);
  }
  prototypes.check();
}

describe('safeParseEvent and safeParseAction', { timeout: FUZZ_TIMEOUT_MS }, () => {
  it('never throw and return a sound result for any value', () => {
    fc.assert(
      fc.property(hostileValueArb, (value) => {
        assertSoundResult('event', value, safeParseEvent(value));
        assertSoundResult('action', value, safeParseAction(value));
        prototypes.check();
      }),
      { numRuns: shareOfRuns(0.2) },
    );
  });

  it('accept every valid envelope in its own direction only', () => {
    fc.assert(
      fc.property(validEventArb, validActionArb, (event, action) => {
        assert.ok(safeParseEvent(event).success && safeParseAction(action).success);
        assert.ok(!safeParseAction(event).success && !safeParseEvent(action).success);
        prototypes.check();
      }),
      { numRuns: shareOfRuns(0.1) },
    );
  });

  it('decide one-change events as the change demands, keeping only known keys', () => {
    fc.assert(
      fc.property(mutatedEventArb, (mutated) => checkMutated('event', mutated)),
      { numRuns: shareOfRuns(0.35) },
    );
  });

  it('decide one-change actions as the change demands, keeping only known keys', () => {
    fc.assert(
      fc.property(mutatedActionArb, (mutated) => checkMutated('action', mutated)),
      { numRuns: shareOfRuns(0.35) },
    );
  });

  // The generated validators fail fast, so their issues may be fewer than zod's: verdict and data must match.
  it.each([
    ['event', safeParseEvent, parseReceivedEvent],
    ['action', safeParseAction, parseReceivedAction],
  ] as const)(
    'give the verdict and data of zod when the %s is parsed by the generated validators',
    (direction, zod, generated) => {
      fc.assert(
        fc.property(messageDataArb(direction), (data) => {
          const expected = zod(data);
          const actual = generated(data);
          assert.equal(actual.success, expected.success, 'the generated validator and zod disagree');
          assertSameOutput(actual.data, expected.data);
          prototypes.check();
        }),
        { numRuns: shareOfRuns(0.1) },
      );
    },
  );

  it('leave Object.prototype untouched', () => {
    prototypes.check();
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
  });

  // Found by this suite: `isPlainObject` took any object whose prototype had a null prototype for a
  // cross-realm plain object, and zod then read inherited fields.
  it('refuses an envelope whose fields are all inherited from a null-prototype object', () => {
    const valid = createEvent('error', { message: 'inherited' }, 'dashboard');
    const inherited: unknown = Object.create(Object.assign(Object.create(null) as object, valid));
    expect(safeParseEvent(inherited).success).toBe(false);
  });
});
