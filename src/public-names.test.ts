import { describe, expect, it } from 'vitest';
import { namesWithTwoMeanings } from '../test/support/public-names';

// One vocabulary: a name two entries both export means one thing. Two lists of event names (one
// built from the schemas, one written out) could drift apart unseen; two `SvcEmbedEventMap`s, one
// of DOM events and one of payloads, made a reader guess which one an entry meant.
describe('public names', () => {
  it('a name that several entries export is one declaration in each', () => {
    expect(namesWithTwoMeanings()).toEqual([]);
  }, 60_000);
});
