// @vitest-environment happy-dom
// ControllerCallbacks: a controller's callbacks reach the wrapper showing it, and nobody once it went.
import { describe, expect, it, vi } from 'vitest';
import { mountController } from '../../test/support/host';
import { ControllerCallbacks } from './controller-callbacks';
import type { WrapperCallbacks } from './wrapper-callbacks';

function wrapper(mintSession = vi.fn(async () => 'minted-1')) {
  const sink = { controller: vi.fn(), event: vi.fn(), renewal: vi.fn(), diagnostic: vi.fn(), error: vi.fn() };
  const read = () => ({ tenantUrl: 'https://tenant.example', surface: 'dashboard' as const, mintSession });
  return { read, sink, mintSession } satisfies WrapperCallbacks & { mintSession: unknown };
}

const diagnostic = { reason: 'wrong-origin', message: 'refused' } as const;

describe('ControllerCallbacks', () => {
  it('reaches the showing wrapper: its mintSession, diagnostics and errors; records the sessions it minted', async () => {
    const shown = wrapper();
    const callbacks = new ControllerCallbacks(shown, 'session-1');
    await expect(callbacks.mintSession()).resolves.toBe('minted-1');
    callbacks.onDiagnostic(diagnostic);
    callbacks.fail(new Error('bad locale'));
    expect(shown.sink.diagnostic).toHaveBeenCalledWith(diagnostic);
    expect(shown.sink.error).toHaveBeenCalledTimes(1);
    expect([...callbacks.sessions]).toEqual(['session-1', 'minted-1']);
  });

  it('once hidden, calls nothing of the wrapper that went: a mint fails at once, diagnostics and errors go nowhere', async () => {
    const gone = wrapper();
    const callbacks = new ControllerCallbacks(gone, undefined);
    callbacks.hide();
    await expect(callbacks.mintSession()).rejects.toMatchObject({
      code: 'mint-failed',
      message: 'the kept embed is hidden: its renewal waits for the next wrapper that shows it',
    });
    callbacks.onDiagnostic(diagnostic);
    callbacks.fail(new Error('bad locale'));
    expect(gone.mintSession).not.toHaveBeenCalled();
    expect(gone.sink.diagnostic).not.toHaveBeenCalled();
    expect(gone.sink.error).not.toHaveBeenCalled();
    expect(callbacks.shown).toBe(false);
  });

  it.each([
    ['rejects', async () => Promise.reject(new Error('backend down')), 'backend down'],
    [
      'gives no usable id',
      async () => ' id-with-a-space',
      'it resolved with a string of 16 characters with leading or trailing whitespace, not a session id (1 to 512 URL-safe characters)',
    ],
  ])(
    "a held renewal whose next mint %s: mint-failed in a first mint's words, to the next wrapper only, nothing sent",
    async (_label, mint, why) => {
      const gone = wrapper();
      const next = wrapper(vi.fn(mint));
      const { controller, sent } = mountController({
        renewal: { maxAttempts: 1 },
        mintSession: async () => 'x',
      });
      const setSession = vi.spyOn(controller, 'setSession');
      const callbacks = new ControllerCallbacks(gone, 'session-1');
      callbacks.hide();
      await callbacks.mintSession().catch(() => {});
      vi.spyOn(controller, 'renewalStatus', 'get').mockReturnValue('failed');
      callbacks.showTo(next, controller);
      await vi.waitFor(() => expect(next.sink.error).toHaveBeenCalledTimes(1));
      expect(next.sink.error.mock.calls[0]?.[0]).toMatchObject({
        code: 'mint-failed',
        message: `mintSession failed for a renewal: ${why}`,
      });
      expect(gone.sink.error).not.toHaveBeenCalled();
      expect(setSession).not.toHaveBeenCalled();
      expect(sent()).toEqual([]);
      controller.destroy();
    },
  );
});
