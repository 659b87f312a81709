import assert from 'node:assert/strict';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { compileToValidator } from '../scripts/generate-validators/evaluate';
import { FUZZ_TIMEOUT_MS, shareOfRuns } from './fuzz-runs';
import { assertSameOutput } from './same-output';
import { schemaCaseArb, TEST_RULES } from './schema-arbitraries';

const RULES = [{ specifier: './test-rules', exports: TEST_RULES }];

describe('generated validators over arbitrary zod/mini schemas', { timeout: FUZZ_TIMEOUT_MS }, () => {
  it('give the verdict and the output data (stripped keys, key order, absent optionals) of zod', () => {
    const verdicts = { accept: 0, refuse: 0 };
    fc.assert(
      fc.property(
        schemaCaseArb.chain((schemaCase) =>
          fc.tuple(
            fc.constant(schemaCase.schema),
            fc.array(schemaCase.values, { minLength: 1, maxLength: 8 }),
          ),
        ),
        ([schema, values]) => {
          const validate = compileToValidator(schema, RULES);
          for (const value of values) {
            const expected = z.safeParse(schema, value);
            const actual = validate(value);
            assert.equal(actual.success, expected.success, 'the generated validator and zod disagree');
            verdicts[expected.success ? 'accept' : 'refuse'] += 1;
            if (expected.success) assertSameOutput(actual.data, expected.data);
          }
        },
      ),
      { numRuns: shareOfRuns(0.02) },
    );
    // Without this, arbitraries that made every value invalid (or valid) would prove nothing.
    expect(verdicts.accept).toBeGreaterThan(0);
    expect(verdicts.refuse).toBeGreaterThan(0);
  });
});
