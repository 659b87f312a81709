// @vitest-environment happy-dom
// The behaviour table, lazy part: with lazyLoad(), a wrapper mints nothing and creates no iframe until
// its element nears the viewport. Every row runs against React, Vue and the element.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DASHBOARD, iframes } from '../../test/support/host';
import { FakeIntersectionObserver, stubIntersectionObserver } from '../../test/support/intersection-observer';
import { countingMint, signedSrc, srcs, WRAPPER_ADAPTERS } from '../../test/support/wrappers';
import { lazyLoad } from '../host';

describe.each(WRAPPER_ADAPTERS)('$name', (adapter) => {
  beforeEach(() => stubIntersectionObserver());
  afterEach(() => {
    adapter.cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('a lazy embed mints its first session only when it comes into view', async () => {
    const mintSession = countingMint();
    const embeds = [];
    for (let index = 0; index < 3; index += 1)
      embeds.push(await adapter.mount({ ...DASHBOARD, mintSession, extensions: [lazyLoad()] }));
    await adapter.settle();
    expect(mintSession).not.toHaveBeenCalled();
    expect(iframes()).toEqual([]);

    const [first] = FakeIntersectionObserver.watched();
    FakeIntersectionObserver.scrollIntoView(first as Element);
    await adapter.settle();
    await vi.waitFor(() => expect(srcs()).toEqual([signedSrc('pub-1', 'minted-1')]));
    expect(mintSession).toHaveBeenCalledTimes(1);
    expect(embeds.filter((embed) => embed.controller() !== null)).toHaveLength(3);
  });

  it('a lazy embed with a failing mint reports it through the error channel when it opens', async () => {
    const mintSession = vi.fn(async () => {
      throw new Error('backend down');
    });
    const embed = await adapter.mount({ ...DASHBOARD, mintSession, extensions: [lazyLoad()] });
    await adapter.settle();
    expect(embed.errors).toEqual([]);
    FakeIntersectionObserver.scrollIntoView(FakeIntersectionObserver.watched()[0] as Element);
    await vi.waitFor(() =>
      expect(embed.errors).toEqual([
        expect.objectContaining({
          code: 'mint-failed',
          message: 'mintSession failed for the first session: backend down',
        }),
      ]),
    );
  });
});
