import fc from 'fast-check';
import { hostileValueArb } from './hostile-values';
import { mutatedArb } from './mutations';
import { validActionArb, validEventArb } from './valid-envelopes';

/** The fast-check arbitraries of the fuzz tests, in one place. */
export { hostileValueArb } from './hostile-values';
export type { MutatedEnvelope } from './mutations';
export { validActionArb, validEventArb } from './valid-envelopes';

export const mutatedEventArb = mutatedArb(validEventArb);
export const mutatedActionArb = mutatedArb(validActionArb);

/**
 * What a `message` listener may be handed. Weighted toward envelopes of the listener's own
 * direction, valid or one change away, so that most cases get past the parser's first checks.
 */
export function messageDataArb(direction: 'event' | 'action'): fc.Arbitrary<unknown> {
  const own = direction === 'event' ? [validEventArb, mutatedEventArb] : [validActionArb, mutatedActionArb];
  const other = direction === 'event' ? [validActionArb, mutatedActionArb] : [validEventArb, mutatedEventArb];
  const [ownValid, ownMutated] = own as [fc.Arbitrary<unknown>, fc.Arbitrary<{ data: unknown }>];
  const [otherValid, otherMutated] = other as [fc.Arbitrary<unknown>, fc.Arbitrary<{ data: unknown }>];
  return fc.oneof(
    { weight: 3, arbitrary: ownValid },
    { weight: 5, arbitrary: ownMutated.map((mutated) => mutated.data) },
    { weight: 1, arbitrary: otherValid },
    { weight: 1, arbitrary: otherMutated.map((mutated) => mutated.data) },
    { weight: 3, arbitrary: hostileValueArb },
  );
}
