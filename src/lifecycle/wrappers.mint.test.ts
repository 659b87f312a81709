// @vitest-environment happy-dom
// The behaviour table, part 2: minting and mounting. Every row runs against React, Vue and the element.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred } from '../../test/support/deferred';
import { DASHBOARD, iframes, playEmbedIn, READY } from '../../test/support/host';
import { takeListenerCensus } from '../../test/support/listener-census';
import { countingMint, signedSrc, srcs, WRAPPER_ADAPTERS } from '../../test/support/wrappers';
import { EmbedController } from '../host';

describe.each(WRAPPER_ADAPTERS)('$name', (adapter) => {
  afterEach(() => {
    adapter.cleanup();
    vi.restoreAllMocks();
  });

  describe('a failed mint', () => {
    // Every way a first mint goes wrong, at every entry point: mint-failed.test.ts.
    it.each<[string, () => Promise<unknown>, unknown]>([
      // Named as the source (mint-failed), what it threw kept as the cause, as is.
      [
        'rejects',
        () => Promise.reject(new Error('backend down')),
        expect.objectContaining({
          code: 'mint-failed',
          message: 'mintSession failed for the first session: backend down',
          cause: expect.objectContaining({ message: 'backend down' }),
        }),
      ],
      [
        'rejects with a value that is not an Error',
        () => Promise.reject('backend down'),
        expect.objectContaining({
          code: 'mint-failed',
          message: 'mintSession failed for the first session: backend down',
          cause: 'backend down',
        }),
      ],
    ])('that %s is reported and opens nothing (never a private embed)', async (_label, mint, error) => {
      const embed = await adapter.mount({ ...DASHBOARD, mintSession: mint as () => Promise<string> });
      await adapter.settle();
      expect(embed.errors).toEqual([error]);
      expect(iframes()).toEqual([]);
      expect(embed.controller()).toBeNull();
    });

    it('is tried again when a value changes, not when only a function is new', async () => {
      const mintSession = vi
        .fn()
        .mockRejectedValueOnce(new Error('backend down'))
        .mockResolvedValue('minted-2');
      const embed = await adapter.mount({ ...DASHBOARD, mintSession });
      await embed.update({ ...DASHBOARD, mintSession: (() => mintSession()) as () => Promise<string> });
      expect(mintSession).toHaveBeenCalledTimes(1);
      await embed.update({ ...DASHBOARD, mintSession, locale: 'fr-FR' });
      expect(srcs()).toEqual([`${signedSrc('pub-1', 'minted-2')}&locale=fr-FR`]);
      expect(embed.errors).toHaveLength(1);
    });
  });

  it('a setting change while a mint is in flight does not start over; the embed gets it at ready', async () => {
    const mint = deferred<string>();
    const mintSession = vi.fn(() => mint.promise);
    const embed = await adapter.mount({ ...DASHBOARD, mintSession });
    await embed.update({ ...DASHBOARD, mintSession, locale: 'de-DE' });
    mint.resolve('minted-1');
    await adapter.settle();
    expect(mintSession).toHaveBeenCalledTimes(1);
    expect(srcs()).toEqual([signedSrc('pub-1', 'minted-1')]);
    const played = playEmbedIn((embed.controller() as EmbedController).iframe);
    played.ready(READY);
    expect(played.sent()).toContainEqual(['svc:action:set-locale', { locale: 'de-DE' }]);
  });

  it('unmounting during a mint opens nothing, leaves no listener and reports nothing', async () => {
    const census = takeListenerCensus([window]);
    const mint = deferred<string>();
    const embed = await adapter.mount({ ...DASHBOARD, mintSession: () => mint.promise });
    const minting = embed.controller() as EmbedController;
    await embed.unmount();
    mint.resolve('minted-1');
    await adapter.settle();
    census.restore();
    expect(iframes()).toEqual([]);
    expect(minting.destroyed).toBe(true);
    expect(minting.iframe.getAttribute('src')).toBeNull();
    expect(census.liveByType().message ?? 0).toBe(0);
    expect(embed.errors).toEqual([]);
  });

  it('a renewal uses the latest mintSession, without re-embedding', async () => {
    const firstMint = vi.fn(async () => 'from-first');
    const latestMint = vi.fn(async () => 'from-latest');
    const embed = await adapter.mount({ ...DASHBOARD, sessionId: 'given-1', mintSession: firstMint });
    const controller = embed.controller() as EmbedController;
    const src = controller.iframe.src;
    const played = playEmbedIn(controller.iframe);
    played.ready(READY);
    await embed.update({ ...DASHBOARD, sessionId: 'given-1', mintSession: latestMint });
    played.emit('session-expiring', { expiresAt: Date.now() + 60_000, expiresInMs: 60_000 });
    await adapter.settle();
    expect(firstMint).not.toHaveBeenCalled();
    expect(latestMint).toHaveBeenCalledTimes(1);
    expect(played.sent()).toContainEqual(['svc:action:set-session', { sessionId: 'from-latest' }]);
    expect(embed.controller()).toBe(controller);
    expect(iframes()).toEqual([controller.iframe]);
    expect(controller.iframe.src).toBe(src);
  });
});

// Vue never mounts a component twice; React's StrictMode does, and a move of the element in the DOM does the same.
describe.each(WRAPPER_ADAPTERS.filter((adapter) => adapter.doubleMount))('$name', (adapter) => {
  const doubleMount = adapter.doubleMount as NonNullable<typeof adapter.doubleMount>;
  afterEach(() => {
    adapter.cleanup();
    vi.restoreAllMocks();
  });

  it('a double mount (StrictMode, a move) mints once and leaves one embed', async () => {
    const destroy = vi.spyOn(EmbedController.prototype, 'destroy');
    const mintSession = countingMint();
    const embed = await doubleMount({ ...DASHBOARD, mintSession });
    await adapter.settle();
    expect(mintSession).toHaveBeenCalledTimes(1);
    expect(srcs()).toEqual([signedSrc('pub-1', 'minted-1')]);
    expect(embed.controller()?.iframe).toBe(iframes()[0]);
    expect(destroy).not.toHaveBeenCalled();
  });
});
