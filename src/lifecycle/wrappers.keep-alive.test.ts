// @vitest-environment happy-dom
// The behaviour table, keep-alive: whose a kept embed is. It is never shown to another owner or
// another session, and a wrapper that went is never called again. Every row runs against React, Vue and the element.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DASHBOARD, iframes, playEmbedIn, READY } from '../../test/support/host';
import {
  countingMint,
  INVALID_OPTIONS,
  signedSrc,
  srcs,
  WRAPPER_ADAPTERS,
  type WrapperOptions,
} from '../../test/support/wrappers';
import type { KeepAliveScope } from '../../test/support/wrappers/adapter';
import type { KeepAliveOptions } from './options';

const mintAs = (user: string) => vi.fn(async () => `${user}-1`);
const expiring = { expiresAt: Date.now() + 60_000, expiresInMs: 60_000 };

describe.each(WRAPPER_ADAPTERS)('$name', (adapter) => {
  let scope: KeepAliveScope;
  beforeEach(async () => {
    scope = await adapter.keepAliveScope();
  });
  afterEach(() => {
    adapter.cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('the same owner gets the kept embed back: the same controller and iframe, no mint', async () => {
    const options = { ...DASHBOARD, keepAlive: { id: 'sales', owner: 'user-a' } };
    const first = await scope.mount({ ...options, mintSession: mintAs('a') });
    const controller = first.controller();
    await first.unmount();
    expect(controller?.destroyed).toBe(false);
    const mintAgain = mintAs('a');
    const next = await scope.mount({ ...options, mintSession: mintAgain });
    expect(next.controller()).toBe(controller);
    expect(srcs()).toEqual([signedSrc('pub-1', 'a-1')]);
    expect(mintAgain).not.toHaveBeenCalled();
  });

  it.each<[string, string | KeepAliveOptions, string | KeepAliveOptions]>([
    ['another owner', { id: 'sales', owner: 'user-a' }, { id: 'sales', owner: 'user-b' }],
    ['no owner after one', { id: 'sales', owner: 'user-a' }, 'sales'],
    ['an owner after none', 'sales', { id: 'sales', owner: 'user-b' }],
  ])(
    'with %s (mintSession only) the next wrapper gets a new embed and the kept one is destroyed',
    async (_label, before, after) => {
      const [mintA, mintB] = [mintAs('a'), mintAs('b')];
      const first = await scope.mount({ ...DASHBOARD, mintSession: mintA, keepAlive: before });
      const controller = first.controller();
      const iframe = controller?.iframe;
      await first.unmount();
      const next = await scope.mount({ ...DASHBOARD, mintSession: mintB, keepAlive: after });
      expect(controller?.destroyed).toBe(true);
      expect(iframe?.isConnected).toBe(false);
      expect(srcs()).toEqual([signedSrc('pub-1', 'b-1')]);
      // B's embed renews through B's mintSession; A's is never called again.
      const embed = playEmbedIn(next.controller()?.iframe as HTMLIFrameElement);
      embed.ready();
      embed.emit('session-expiring', expiring);
      await adapter.settle();
      expect(mintB).toHaveBeenCalledTimes(2);
      expect(embed.sent()).toContainEqual(['svc:action:set-session', { sessionId: 'b-1' }]);
      expect(mintA).toHaveBeenCalledTimes(1);
      expect([...first.errors, ...next.errors]).toEqual([]);
    },
  );

  it('a new, never-used sessionId is another session: a new embed opens with it, the kept one is destroyed', async () => {
    const [mintA, mintB] = [mintAs('a'), mintAs('b')];
    const first = await scope.mount({
      ...DASHBOARD,
      sessionId: 'session-a',
      mintSession: mintA,
      keepAlive: 'sales',
    });
    const controller = first.controller();
    await first.unmount();
    await scope.mount({ ...DASHBOARD, sessionId: 'session-b', mintSession: mintB, keepAlive: 'sales' });
    expect(controller?.destroyed).toBe(true);
    expect(srcs()).toEqual([signedSrc('pub-1', 'session-b')]);
    expect(mintA).not.toHaveBeenCalled();
    expect(mintB).not.toHaveBeenCalled();
  });

  it.each([
    ['it was opened with', 'session-1'],
    ['it was renewed with', 'minted-1'],
  ])('the sessionId %s takes the kept embed back', async (_label, sessionId) => {
    const options: WrapperOptions = { ...DASHBOARD, mintSession: countingMint(), keepAlive: 'sales' };
    const first = await scope.mount({ ...options, sessionId: 'session-1' });
    const controller = first.controller();
    const embed = playEmbedIn(controller?.iframe as HTMLIFrameElement);
    embed.ready(READY);
    embed.emit('session-expiring', expiring);
    await adapter.settle();
    expect(embed.sent()).toContainEqual(['svc:action:set-session', { sessionId: 'minted-1' }]);
    await first.unmount();
    const next = await scope.mount({ ...options, sessionId });
    expect(next.controller()).toBe(controller);
    expect(next.errors).toEqual([]);
  });

  it.each([
    ['gave up on it', { maxAttempts: 1 }, 0],
    ['still retries it', {}, 1_000],
  ])(
    'a renewal due while hidden calls no wrapper; when the controller %s, the next wrapper renews it',
    async (_label, renewal, retryInMs) => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const [mintA, mintB] = [mintAs('a'), mintAs('b')];
      const options = {
        ...DASHBOARD,
        sessionId: 'session-1',
        renewal,
        keepAlive: { id: 'sales', owner: 'user-a' },
      };
      const first = await scope.mount({ ...options, mintSession: mintA });
      const embed = playEmbedIn(first.controller()?.iframe as HTMLIFrameElement);
      embed.ready(READY);
      await first.unmount();
      embed.emit('session-expiring', expiring);
      await adapter.settle();
      expect(mintA).not.toHaveBeenCalled();
      expect(embed.sent().filter(([type]) => type === 'svc:action:set-session')).toEqual([]);

      const next = await scope.mount({ ...options, mintSession: mintB });
      await vi.advanceTimersByTimeAsync(retryInMs);
      await adapter.settle();
      expect(mintB).toHaveBeenCalledTimes(1);
      expect(embed.sent()).toContainEqual(['svc:action:set-session', { sessionId: 'b-1' }]);
      expect(mintA).not.toHaveBeenCalled();
      expect([...first.errors, ...next.errors]).toEqual([]);
    },
  );

  it("a new owner on a mounted wrapper is a new embed: the owner is part of the embed's identity", async () => {
    const first = await scope.mount({
      ...DASHBOARD,
      mintSession: mintAs('a'),
      keepAlive: { id: 'sales', owner: 'user-a' },
    });
    const controller = first.controller();
    await first.update({
      ...DASHBOARD,
      mintSession: mintAs('b'),
      keepAlive: { id: 'sales', owner: 'user-b' },
    });
    expect(controller?.destroyed).toBe(true);
    expect(srcs()).toEqual([signedSrc('pub-1', 'b-1')]);
  });

  it('ending the scope at sign-out destroys the kept embeds', async () => {
    const first = await scope.mount({ ...DASHBOARD, sessionId: 'session-1', keepAlive: 'sales' });
    const controller = first.controller();
    await first.unmount();
    await scope.end();
    expect(controller?.destroyed).toBe(true);
    expect(iframes()).toEqual([]);
  });

  describe('an invalid keepAlive is an invalid-options error that never quotes the owner', () => {
    const rows: [string, unknown, string][] = [
      ['an empty id', '', 'keepAlive needs an id, a non-empty string, got an empty string'],
      ['an empty owner', { id: 'sales', owner: '' }, 'keepAlive.owner must be a non-empty string'],
    ];
    // The element's attributes can only say these with strings.
    if (adapter.name !== 'element')
      rows.push(
        [
          'an owner that is no string',
          { id: 'sales', owner: 42 },
          'keepAlive: owner must be a string, got number',
        ],
        [
          'an id that is no string',
          { id: 7, owner: 'alice@example.com' },
          'keepAlive: id must be a string, got number',
        ],
        [
          'a misspelt field',
          { id: 'sales', ownr: 'alice@example.com' },
          "keepAlive: unknown option 'ownr': did you mean 'owner'?",
        ],
      );
    it.each(rows)('%s', async (_label, keepAlive, message) => {
      const embed = await scope.mount({ ...DASHBOARD, sessionId: 'session-1', keepAlive } as WrapperOptions);
      expect(iframes()).toEqual([]);
      expect(embed.errors).toEqual([INVALID_OPTIONS]);
      expect(String(embed.errors[0])).toContain(message);
      expect(String(embed.errors[0])).not.toContain('alice');
    });
  });
});
