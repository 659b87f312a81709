// @vitest-environment happy-dom
// One meaning of mintSession: without sessionId, the controller mints the first session itself
// (as the wrappers do) before the iframe gets its address; a failed mint rejects ready at once.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred } from '../../test/support/deferred';
import { mountController, READY } from '../../test/support/host';
import type { EmbedError } from '../host';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('EmbedController with mintSession and no sessionId', () => {
  it('mints the first session, then gives the iframe its signed address, and renews with the same function', async () => {
    const minted = deferred<string>();
    const mintSession = vi.fn(() => minted.promise);
    const { controller } = mountController({ sessionId: undefined, mintSession });
    expect(mintSession).toHaveBeenCalledOnce();
    expect(controller.iframe.getAttribute('src')).toBeNull();
    minted.resolve('first-session');
    await vi.waitFor(() => expect(controller.iframe.src).toContain('session=first-session'));
    expect(controller.renewalStatus).toBe('idle');
  });

  it.each<[string, () => Promise<unknown>, string]>([
    ['rejects', () => Promise.reject(new Error('backend said 500')), 'backend said 500'],
    ['resolves with an object', () => Promise.resolve({ sessionId: 'x' }), 'resolved with an object'],
    ['resolves with an empty string', () => Promise.resolve(''), 'resolved with an empty string'],
    [
      'throws',
      () => {
        throw new TypeError('not a function');
      },
      'not a function',
    ],
  ])(
    'rejects ready with mint-failed at once when the mint %s; the iframe gets no address',
    async (_label, mint, named) => {
      const { controller } = mountController({
        sessionId: undefined,
        mintSession: mint as () => Promise<string>,
      });
      const error = (await controller.ready.catch((e: EmbedError) => e)) as EmbedError;
      expect(error.code).toBe('mint-failed');
      expect(error.message).toContain(named);
      expect(controller.iframe.getAttribute('src')).toBeNull();
    },
  );

  it('opens a private embed with neither sessionId nor mintSession', () => {
    const { controller } = mountController({ sessionId: undefined });
    expect(controller.iframe.src).not.toContain('session=');
    expect(controller.iframe.src).toContain('/embed/dashboard/pub-1');
  });

  it('opens with a given sessionId without minting it', () => {
    const mintSession = vi.fn(async () => 'renewal');
    const { controller, ready } = mountController({ sessionId: 'given', mintSession });
    ready(READY);
    expect(mintSession).not.toHaveBeenCalled();
    expect(controller.iframe.src).toContain('session=given');
  });

  it('drops a mint that settles after destroy()', async () => {
    const minted = deferred<string>();
    const { controller } = mountController({ sessionId: undefined, mintSession: () => minted.promise });
    controller.destroy();
    minted.resolve('late');
    await Promise.resolve();
    expect(controller.iframe.getAttribute('src')).toBeNull();
  });
});
