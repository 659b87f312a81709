// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/vue';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmbedController } from '../host';
import { deferred } from '../test-support/deferred';
import { SvcEmbed } from './svc-embed';
import { DASHBOARD, iframes, playEmbed, READY, settle, TENANT, theIframe } from './test-embed';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const SIGNED_SRC = (publicId: string, session: string) =>
  `${TENANT}/embed/dashboard/${publicId}?session=${session}`;

describe('the first session', () => {
  it('is the sessionId prop when given, without minting', () => {
    const mintSession = vi.fn(() => Promise.resolve('minted-1'));
    render(SvcEmbed, { props: { ...DASHBOARD, sessionId: 'given-1', mintSession } });
    expect(theIframe().src).toBe(SIGNED_SRC('pub-1', 'given-1'));
    expect(mintSession).not.toHaveBeenCalled();
  });

  it('is minted when only mintSession is given; the iframe comes once it resolves', async () => {
    const mint = deferred<string>();
    render(SvcEmbed, { props: { ...DASHBOARD, mintSession: () => mint.promise } });
    expect(iframes()).toEqual([]);
    mint.resolve('minted-1');
    await settle();
    expect(theIframe().src).toBe(SIGNED_SRC('pub-1', 'minted-1'));
  });

  it('a failed mint is reported as embed-error and creates nothing', async () => {
    const failure = new Error('backend down');
    const { emitted } = render(SvcEmbed, {
      props: { ...DASHBOARD, mintSession: () => Promise.reject(failure) },
    });
    await settle();
    expect(emitted('embed-error')).toEqual([[failure]]);
    expect(iframes()).toEqual([]);
  });

  it('a mint resolving with something other than a string is reported, not embedded in private mode', async () => {
    const mintSession = () => Promise.resolve(undefined as unknown as string);
    const { emitted } = render(SvcEmbed, { props: { ...DASHBOARD, mintSession } });
    await settle();
    expect(emitted('embed-error')).toEqual([[expect.any(TypeError)]]);
    expect(iframes()).toEqual([]);
  });
});

describe('an identity change', () => {
  it('mints a fresh session (never reuses the sessionId prop) for the new embed', async () => {
    const mintSession = vi.fn().mockResolvedValueOnce('minted-1').mockResolvedValueOnce('minted-2');
    const { rerender } = render(SvcEmbed, { props: { ...DASHBOARD, sessionId: 'given-1', mintSession } });

    await rerender({ publicId: 'pub-2' });
    await settle();
    expect(theIframe().src).toBe(SIGNED_SRC('pub-2', 'minted-1'));

    await rerender({ publicId: 'pub-3' });
    await settle();
    expect(theIframe().src).toBe(SIGNED_SRC('pub-3', 'minted-2'));
    expect(mintSession).toHaveBeenCalledTimes(2);
  });

  it('from signed to private recreates without a session', async () => {
    const { rerender } = render(SvcEmbed, { props: { ...DASHBOARD, sessionId: 'given-1' } });
    await rerender({ sessionId: undefined });
    expect(theIframe().src).toBe(`${TENANT}/embed/dashboard/pub-1`);
  });

  it('of a signed embed without mintSession is reported as embed-error', async () => {
    const { rerender, emitted } = render(SvcEmbed, { props: { ...DASHBOARD, sessionId: 'given-1' } });
    await rerender({ publicId: 'pub-2' });
    await settle();
    expect(emitted('embed-error')).toHaveLength(1);
    expect(iframes()).toEqual([]);
  });

  it('while a mint is in flight discards that mint: only the newer one is embedded', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const mintSession = vi.fn().mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    const { rerender } = render(SvcEmbed, { props: { ...DASHBOARD, mintSession } });
    await rerender({ publicId: 'pub-2' });

    second.resolve('minted-2');
    first.resolve('minted-1');
    await settle();

    expect(theIframe().src).toBe(SIGNED_SRC('pub-2', 'minted-2'));
  });
});

describe('unmount', () => {
  it('while a mint is in flight creates no controller when the mint resolves', async () => {
    const mint = deferred<string>();
    const subscribed = vi.spyOn(EmbedController.prototype, 'on');
    const { unmount } = render(SvcEmbed, { props: { ...DASHBOARD, mintSession: () => mint.promise } });
    unmount();
    mint.resolve('minted-1');
    await settle();
    expect(iframes()).toEqual([]);
    expect(subscribed).not.toHaveBeenCalled();
  });
});

describe('renewal', () => {
  it('uses the newest mintSession function, without re-embedding', async () => {
    const oldMint = vi.fn(() => Promise.resolve('old-mint'));
    const newMint = vi.fn(() => Promise.resolve('renewed-1'));
    const { rerender, emitted } = render(SvcEmbed, {
      props: { ...DASHBOARD, sessionId: 'given-1', mintSession: oldMint },
    });
    const iframe = theIframe();
    const src = iframe.src;
    const embed = playEmbed(iframe);
    embed.emit('ready', READY);

    await rerender({ mintSession: newMint });
    embed.emit('session-expiring', { expiresAt: Date.now() + 60_000, expiresInMs: 60_000 });
    await settle();

    expect(oldMint).not.toHaveBeenCalled();
    expect(newMint).toHaveBeenCalledTimes(1);
    expect(embed.sent()).toContainEqual(['svc:action:set-session', { sessionId: 'renewed-1' }]);
    expect(theIframe()).toBe(iframe);
    expect(iframe.src).toBe(src);
    expect(emitted<[{ phase: string }]>('renewal').map(([update]) => update.phase)).toEqual([
      'minting',
      'sent',
    ]);
  });
});
