// @vitest-environment happy-dom
// @vitest-environment-options { "url": "https://host.example/dashboard" }
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EmbedError } from '../host';
import { mountController, TENANT } from '../test-support/host';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

async function timedOut(): Promise<EmbedError> {
  const { controller } = mountController({ readyTimeoutMs: 5_000 });
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
  it('names the likely causes in order, then the address origin and this page origin', async () => {
    const error = await timedOut();
    expect(error.code).toBe('ready-timeout');
    const { message } = error;
    const causes = ['frame-ancestors', '--allowed-origin', 'tenantUrl', 'failed to load'].map((cause) =>
      message.indexOf(cause),
    );
    expect(causes.every((index) => index >= 0)).toBe(true);
    expect(causes).toEqual([...causes].sort((a, b) => a - b));
    expect(message).toContain(`no ready from ${TENANT} within 5000 ms`);
    expect(message).toContain('this page (https://host.example)');
    expect(message).toContain(`the embed address's origin (${TENANT})`);
  });

  it('gives the iframe a referrer policy that shows the tenant only this page origin', () => {
    const { controller } = mountController();
    expect(controller.iframe.getAttribute('referrerpolicy')).toBe('origin');
  });
});
