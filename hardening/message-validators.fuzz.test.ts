import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { extensionActionSchemas, extensionEventSchemas } from '../src/protocol/extension-payloads';
import { KNOWN_EXTENSIONS } from '../src/protocol/extensions';
import type { Validator } from '../src/protocol/validator-runtime';
import { assertAgree } from './agreement';
import { FUZZ_TIMEOUT_MS, shareOfRuns } from './fuzz-runs';
import { MESSAGE_KINDS, type MessageKind } from './message-kinds';
import { editedPayloadArb, hostileVariants } from './message-variants';
import { guardPrototypes } from './prototype-guard';

/**
 * The generated validators (host and embed entries) against the zod schemas (core entry), message kind
 * by message kind: the same verdict and the same output on valid payloads, on every hostile value of
 * hostile-values.ts in every field, and on arbitrary edits of valid payloads.
 */

const prototypes = guardPrototypes();

function validatorOf(kind: MessageKind): Validator {
  if (!kind.validate) throw new Error(`${kind.kind} has no generated validator: run npm run generate`);
  return kind.validate;
}

describe('every extension of the catalog', () => {
  it.each(KNOWN_EXTENSIONS)('%s has a message schema, so it has a row below', (name) => {
    expect(Object.hasOwn(extensionEventSchemas, name) || Object.hasOwn(extensionActionSchemas, name)).toBe(
      true,
    );
  });
});

describe.each(MESSAGE_KINDS)('the generated validator of $kind', { timeout: FUZZ_TIMEOUT_MS }, (kind) => {
  it('exists, and gives zod’s verdict and output on valid payloads (which zod accepts)', () => {
    const validate = validatorOf(kind);
    expect(
      kind.examples.length,
      `valid examples of ${kind.kind} (hardening/message-kinds.ts)`,
    ).toBeGreaterThan(0);
    const verdicts = { accept: 0, refuse: 0 };
    for (const example of kind.examples) assertAgree(kind, validate, example, verdicts);
    expect(verdicts).toEqual({ accept: kind.examples.length, refuse: 0 });
  });

  it('agrees with zod on each hostile value in each field or in place of the whole, each field deleted, each prototype key added', () => {
    const validate = validatorOf(kind);
    const verdicts = { accept: 0, refuse: 0 };
    for (const variant of hostileVariants(kind)) assertAgree(kind, validate, variant, verdicts);
    prototypes.check();
    // Both verdicts, or the table proves nothing about one of them.
    expect(verdicts.accept).toBeGreaterThan(0);
    expect(verdicts.refuse).toBeGreaterThan(0);
  });

  it('agrees with zod on arbitrary edits of valid payloads', () => {
    const validate = validatorOf(kind);
    const verdicts = { accept: 0, refuse: 0 };
    fc.assert(
      fc.property(editedPayloadArb(kind), (payload) => {
        assertAgree(kind, validate, payload, verdicts);
        prototypes.check();
      }),
      { numRuns: shareOfRuns(0.01) },
    );
    expect(verdicts.accept).toBeGreaterThan(0);
    expect(verdicts.refuse).toBeGreaterThan(0);
  });
});
