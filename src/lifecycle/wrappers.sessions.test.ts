// @vitest-environment happy-dom
// The behaviour table, part 1: which session each embed gets. Every row runs against React, Vue and the element.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred } from '../../test/support/deferred';
import { DASHBOARD, iframes, TENANT } from '../../test/support/host';
import {
  countingMint,
  INVALID_OPTIONS,
  signedSrc,
  srcs,
  WRAPPER_ADAPTERS,
  type WrapperOptions,
} from '../../test/support/wrappers';
import { type EmbedController, EmbedError } from '../host';

describe.each(WRAPPER_ADAPTERS)('$name', (adapter) => {
  afterEach(() => {
    adapter.cleanup();
    vi.restoreAllMocks();
  });

  describe('the first embed', () => {
    it('opens with the sessionId when given, without minting', async () => {
      const mintSession = countingMint();
      await adapter.mount({ ...DASHBOARD, sessionId: 'given-1', mintSession });
      expect(srcs()).toEqual([signedSrc('pub-1', 'given-1')]);
      expect(mintSession).not.toHaveBeenCalled();
    });

    it('waits for mintSession when only that is given: its controller mints, the iframe has no address until then', async () => {
      const mint = deferred<string>();
      const embed = await adapter.mount({ ...DASHBOARD, mintSession: () => mint.promise });
      expect(iframes().map((iframe) => iframe.getAttribute('src'))).toEqual([null]);
      expect(embed.controller()?.isReady).toBe(false);
      mint.resolve('minted-1');
      await adapter.settle();
      expect(srcs()).toEqual([signedSrc('pub-1', 'minted-1')]);
      expect(embed.controller()?.iframe).toBe(iframes()[0]);
    });

    it('is private with neither', async () => {
      await adapter.mount(DASHBOARD);
      expect(srcs()).toEqual([`${TENANT}/embed/dashboard/pub-1`]);
    });
  });

  describe('an identity change', () => {
    it.each<[string, Partial<WrapperOptions>, string]>([
      ['publicId', { publicId: 'pub-2' }, signedSrc('pub-2', 'minted-1')],
      [
        'tenantUrl',
        { tenantUrl: 'https://other.example' },
        'https://other.example/embed/dashboard/pub-1?session=minted-1',
      ],
      ['allowExport', { allowExport: true }, `${signedSrc('pub-1', 'minted-1')}&allowExport=true`],
      ['surface', { surface: 'chat' }, `${TENANT}/embed/chat?sessionId=minted-1`],
    ])('of %s destroys the embed and opens a new one with a minted session', async (_label, change, src) => {
      const mintSession = countingMint();
      const signed = { ...DASHBOARD, sessionId: 'given-1', mintSession };
      const embed = await adapter.mount(signed);
      const first = embed.controller();
      await embed.update({ ...signed, ...change });
      expect(first?.destroyed).toBe(true);
      expect(srcs()).toEqual([src]);
      expect(mintSession).toHaveBeenCalledTimes(1);
      expect(embed.controller()?.iframe).toBe(iframes()[0]);
    });

    it('with a fresh sessionId opens the new embed with it, without minting', async () => {
      const mintSession = countingMint();
      const embed = await adapter.mount({ ...DASHBOARD, sessionId: 'given-1', mintSession });
      await embed.update({ ...DASHBOARD, publicId: 'pub-2', sessionId: 'given-2', mintSession });
      expect(srcs()).toEqual([signedSrc('pub-2', 'given-2')]);
      expect(mintSession).not.toHaveBeenCalled();
      expect(embed.errors).toEqual([]);
    });

    it('with a spent sessionId and no mintSession is an error; a fresh sessionId then opens it', async () => {
      const embed = await adapter.mount({ ...DASHBOARD, sessionId: 'given-1' });
      await embed.update({ ...DASHBOARD, publicId: 'pub-2', sessionId: 'given-1' });
      expect(iframes()).toEqual([]);
      expect(embed.errors).toEqual([INVALID_OPTIONS]);
      // Described by its shape: the id may be live after all (a backend that minted it twice).
      expect(String(embed.errors[0])).toContain('a string of 7 characters');
      expect(String(embed.errors[0])).not.toContain('given-1');
      await embed.update({ ...DASHBOARD, publicId: 'pub-2', sessionId: 'given-2' });
      expect(srcs()).toEqual([signedSrc('pub-2', 'given-2')]);
      expect(embed.errors).toHaveLength(1);
    });

    it.each<[string, WrapperOptions, WrapperOptions, string]>([
      [
        'private to signed',
        DASHBOARD,
        { ...DASHBOARD, mintSession: async () => 'minted-1' },
        signedSrc('pub-1', 'minted-1'),
      ],
      [
        'signed to private',
        { ...DASHBOARD, sessionId: 'given-1' },
        DASHBOARD,
        `${TENANT}/embed/dashboard/pub-1`,
      ],
    ])('from %s is a new embed', async (_label, before, after, src) => {
      const embed = await adapter.mount(before);
      const first = embed.controller();
      await embed.update(after);
      expect(first?.destroyed).toBe(true);
      expect(srcs()).toEqual([src]);
    });

    it('while a mint is in flight drops that mint: only the newer embed opens', async () => {
      const first = deferred<string>();
      const second = deferred<string>();
      const mintSession = vi.fn().mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
      const embed = await adapter.mount({ ...DASHBOARD, mintSession });
      const minting = embed.controller() as EmbedController;
      await embed.update({ ...DASHBOARD, publicId: 'pub-2', mintSession });
      second.resolve('minted-2');
      first.resolve('minted-1');
      await adapter.settle();
      expect(srcs()).toEqual([signedSrc('pub-2', 'minted-2')]);
      expect(minting.destroyed).toBe(true);
      expect(minting.iframe.getAttribute('src')).toBeNull();
    });
  });

  it.each([
    ['without mintSession', false],
    ['with mintSession', true],
  ])('an empty sessionId is an error, %s: no embed, no mint', async (_label, withMint) => {
    const mintSession = countingMint();
    const embed = await adapter.mount({ ...DASHBOARD, sessionId: '', ...(withMint ? { mintSession } : {}) });
    expect(iframes()).toEqual([]);
    expect(embed.controller()).toBeNull();
    expect(embed.errors).toEqual([INVALID_OPTIONS]);
    expect(embed.errors[0]).toBeInstanceOf(EmbedError);
    expect(mintSession).not.toHaveBeenCalled();
  });
});
