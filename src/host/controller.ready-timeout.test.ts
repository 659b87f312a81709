// @vitest-environment happy-dom
// @vitest-environment-options { "url": "https://host.example/dashboard" }
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountController, TENANT } from '../../test/support/host';
import type { EmbedError } from '../host';

beforeEach(() => {
  vi.useFakeTimers();
  // The tenant answers the reach probe: a silent loaded iframe is then a framing refusal.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(null)),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

type Seen = 'nothing' | 'load' | 'a message';

async function timedOut(seen: Seen = 'load'): Promise<EmbedError> {
  const { controller, deliver } = mountController({ readyTimeoutMs: 5_000 });
  if (seen !== 'nothing') controller.iframe.dispatchEvent(new Event('load'));
  if (seen === 'a message') deliver({ type: 'svc:event:ready' });
  const outcome = controller.ready.then(
    () => {
      throw new Error('ready resolved');
    },
    (error: EmbedError) => error,
  );
  await vi.advanceTimersByTimeAsync(5_000);
  return outcome;
}

describe('the ready-timeout error', () => {
  it.each<[Seen, string, string[]]>([
    [
      'load',
      'the iframe loaded, nothing arrived',
      ['frame-ancestors', '--allowed-origin', 'tenantUrl', 'before calling ready'],
    ],
    ['nothing', 'the iframe never loaded', ['never loaded', 'tenantUrl']],
    ['a message', 'messages arrived', ['no valid ready', 'before calling ready']],
  ])('after %s: says what the host saw, then the likely causes in order', async (seen, saw, expected) => {
    const error = await timedOut(seen);
    expect(error.code).toBe('ready-timeout');
    const { message } = error;
    expect(message).toContain(`no ready from ${TENANT} within 5000 ms (${saw})`);
    const causes = expected.map((cause) => message.indexOf(cause));
    expect(causes.every((index) => index >= 0)).toBe(true);
    expect(causes).toEqual([...causes].sort((a, b) => a - b));
    if (seen === 'load') {
      expect(message).toContain('this page (https://host.example)');
      expect(message).toContain(`the embed address's origin (${TENANT})`);
    } else {
      expect(message).not.toContain('frame-ancestors');
    }
  });

  it('gives the iframe a referrer policy that shows the tenant only this page origin', () => {
    const { controller } = mountController();
    expect(controller.iframe.getAttribute('referrerpolicy')).toBe('origin');
  });
});
