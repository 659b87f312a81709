// @vitest-environment happy-dom
import { cleanup } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type EmbedController, EmbedError } from '../host';
import type { SvcEmbedProps } from './svc-embed';
import {
  DASHBOARD,
  deferredMints,
  iframes,
  playEmbed,
  renderEmbed,
  settle,
  TENANT,
  watchControllers,
} from './test-harness';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('identity', () => {
  it.each([
    ['publicId', { publicId: 'pub-2' }],
    ['tenantUrl', { tenantUrl: 'https://other.example' }],
    ['allowExport', { allowExport: true }],
    ['surface', { surface: 'chat' }],
  ] as const)(
    'a new %s destroys the embed and opens a new one with a fresh session',
    async (_label, change) => {
      const controllers = watchControllers();
      const mintSession = vi.fn(async () => `minted-${mintSession.mock.calls.length}`);
      const props: SvcEmbedProps = { ...DASHBOARD, sessionId: 'given-1', mintSession, locale: 'de-DE' };
      const { rerender } = await renderEmbed(props);
      const [first] = controllers.all();
      expect(mintSession).not.toHaveBeenCalled();
      await rerender({ ...props, ...change });
      expect(first?.destroyed).toBe(true);
      expect(mintSession).toHaveBeenCalledTimes(1);
      expect(controllers.live()).toHaveLength(1);
      expect(iframes()).toHaveLength(1);
      expect(iframes()[0]).not.toBe(first?.iframe);
      expect(iframes()[0]?.src).toMatch(/[?&](session|sessionId)=minted-1(&|$)/);
      expect(iframes()[0]?.src).toContain('locale=de-DE');
    },
  );

  it('going private or signed is a new embed too', async () => {
    const controllers = watchControllers();
    const { rerender } = await renderEmbed(DASHBOARD);
    await rerender({ ...DASHBOARD, mintSession: async () => 'minted' });
    expect(controllers.all()).toHaveLength(2);
    expect(iframes()[0]?.src).toBe(`${TENANT}/embed/dashboard/pub-1?session=minted`);
  });

  it('never opens a second embed with a used sessionId', async () => {
    const onEmbedError = vi.fn();
    const { rerender } = await renderEmbed({ ...DASHBOARD, sessionId: 'given-1', onEmbedError });
    await rerender({ ...DASHBOARD, publicId: 'pub-2', sessionId: 'given-1', onEmbedError });
    expect(iframes()).toHaveLength(0);
    expect(onEmbedError).toHaveBeenCalledWith(expect.any(EmbedError));
    await rerender({ ...DASHBOARD, publicId: 'pub-2', sessionId: 'given-2', onEmbedError });
    expect(iframes()).toHaveLength(0);
    // A new id alone is not a new identity: the embed opens when the identity changes again.
    await rerender({ ...DASHBOARD, publicId: 'pub-3', sessionId: 'given-2', onEmbedError });
    expect(iframes()[0]?.src).toBe(`${TENANT}/embed/dashboard/pub-3?session=given-2`);
  });
});

describe('minting', () => {
  it('awaits mintSession for the first embed when no sessionId is given', async () => {
    const { mintSession, settleMint } = deferredMints();
    const ref = createRef<EmbedController>();
    await renderEmbed({ ...DASHBOARD, mintSession, ref });
    expect(iframes()).toHaveLength(0);
    expect(ref.current).toBeNull();
    await settleMint(0, 'minted-1');
    expect(iframes()[0]?.src).toBe(`${TENANT}/embed/dashboard/pub-1?session=minted-1`);
    expect(ref.current?.iframe).toBe(iframes()[0]);
  });

  it('under StrictMode mints once and opens one embed', async () => {
    const controllers = watchControllers();
    const { mintSession, settleMint } = deferredMints();
    await renderEmbed({ ...DASHBOARD, mintSession }, { strict: true });
    expect(mintSession).toHaveBeenCalledTimes(1);
    await settleMint(0, 'minted-1');
    expect(controllers.all()).toHaveLength(1);
    expect(iframes()).toHaveLength(1);
  });

  it('a mint still in flight when the identity changes opens nothing', async () => {
    const controllers = watchControllers();
    const { mintSession, settleMint } = deferredMints();
    const { rerender } = await renderEmbed({ ...DASHBOARD, mintSession });
    await rerender({ ...DASHBOARD, publicId: 'pub-2', mintSession });
    expect(mintSession).toHaveBeenCalledTimes(2);
    await settleMint(1, 'minted-2');
    await settleMint(0, 'minted-1');
    expect(controllers.all()).toHaveLength(1);
    expect(iframes().map((iframe) => iframe.src)).toEqual([
      `${TENANT}/embed/dashboard/pub-2?session=minted-2`,
    ]);
  });

  it('a mint in flight at unmount opens nothing', async () => {
    const { mintSession, settleMint } = deferredMints();
    const { unmount } = await renderEmbed({ ...DASHBOARD, mintSession });
    await unmount();
    await settleMint(0, 'minted-1');
    expect(iframes()).toHaveLength(0);
  });

  it('a failed mint is reported through onEmbedError', async () => {
    const { mintSession, settleMint } = deferredMints();
    const onEmbedError = vi.fn();
    await renderEmbed({ ...DASHBOARD, mintSession, onEmbedError });
    const failure = new Error('backend down');
    await settleMint(0, failure);
    expect(onEmbedError).toHaveBeenCalledWith(failure);
    expect(iframes()).toHaveLength(0);
  });

  it('a mint resolving with something other than a string is reported, not embedded in private mode', async () => {
    const onEmbedError = vi.fn();
    const mintSession = () => Promise.resolve(undefined as unknown as string);
    await renderEmbed({ ...DASHBOARD, mintSession, onEmbedError });
    await settle();
    expect(onEmbedError).toHaveBeenCalledTimes(1);
    expect(onEmbedError.mock.calls[0]?.[0]).toBeInstanceOf(TypeError);
    expect(iframes()).toHaveLength(0);
  });
});

describe('renewal', () => {
  it('uses the latest mintSession function, without re-embedding', async () => {
    const controllers = watchControllers();
    const firstMint = vi.fn(async () => 'from-first');
    const secondMint = vi.fn(async () => 'from-second');
    const props: SvcEmbedProps = { ...DASHBOARD, sessionId: 'given-1', mintSession: firstMint };
    const { rerender } = await renderEmbed(props);
    const [controller] = controllers.all() as EmbedController[];
    const iframe = iframes()[0];
    const src = iframe?.src;
    await rerender({ ...props, mintSession: secondMint });
    const { emit, ready, sent } = playEmbed(controller as EmbedController);
    await ready();
    await emit('session-expiring', { expiresAt: Date.now() + 60_000, expiresInMs: 60_000 });
    await settle();
    expect(firstMint).not.toHaveBeenCalled();
    expect(secondMint).toHaveBeenCalledTimes(1);
    expect(sent()).toContainEqual(['svc:action:set-session', { sessionId: 'from-second' }]);
    expect(controllers.all()).toHaveLength(1);
    expect(iframes()).toEqual([iframe]);
    expect(iframe?.src).toBe(src);
  });
});

describe('after a failure', () => {
  it('a setting change while the next embed is minting does not start over', async () => {
    const { mintSession, settleMint } = deferredMints();
    const onEmbedError = vi.fn();
    const props: SvcEmbedProps = { ...DASHBOARD, mintSession, onEmbedError };
    const { rerender } = await renderEmbed(props);
    await settleMint(0, new Error('backend down'));
    await rerender({ ...props, publicId: 'pub-2' });
    await rerender({ ...props, publicId: 'pub-2', locale: 'de-DE' });
    expect(mintSession).toHaveBeenCalledTimes(2);
    await settleMint(1, 'minted-2');
    expect(iframes()[0]?.src).toBe(`${TENANT}/embed/dashboard/pub-2?session=minted-2&locale=de-DE`);
  });
});
