// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/vue';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DASHBOARD, playEmbed, READY, settle, theIframe } from '../../test/support/vue';
import { SvcEmbed } from './svc-embed';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
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
