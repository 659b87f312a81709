import { afterEach, describe, expect, it, vi } from 'vitest';
import { exchangeSessionId } from './tenant-api';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('exchangeSessionId', () => {
  it('passes the emitter signal to fetch, so a given-up exchange is cancelled', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ token: 't' }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const abort = new AbortController();
    await expect(exchangeSessionId('/api/v1/embed/session/token', 'id-1', abort.signal)).resolves.toBe('t');
    expect(fetch).toHaveBeenCalledWith(
      '/api/v1/embed/session/token',
      expect.objectContaining({ signal: abort.signal }),
    );
  });

  it('reports an aborted exchange as not reaching the tenant', async () => {
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) =>
      Promise.reject(init.signal?.reason ?? new Error('not aborted')),
    );
    const abort = new AbortController();
    abort.abort(new Error('no answer within 15000 ms'));
    await expect(exchangeSessionId('/token', 'id-1', abort.signal)).rejects.toMatchObject({
      status: 0,
      message: expect.stringMatching(/did not reach the tenant: no answer within 15000 ms/),
    });
  });
});
