import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { fakeFetch, hangingResponder, jsonResponse, type Responder } from '../../test/support/fetch';
import { SESSION_API_ERROR_CODES, SessionApiError } from './errors';
import { MAX_RESPONSE_BYTES } from './http-call';
import { createSessionClient } from './session-client';

const API_KEY = 'sk_live_Secret-Key.123';
const baseUrl = 'https://acme.svc.example';

function client(respond: Responder, extra: Record<string, unknown> = {}) {
  const fake = fakeFetch(respond);
  return { client: createSessionClient({ baseUrl, apiKey: API_KEY, fetch: fake.fetch, ...extra }), ...fake };
}

async function rejection(promise: Promise<unknown>): Promise<SessionApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(SessionApiError);
  const apiError = error as SessionApiError;
  expect(apiError.message).not.toContain(API_KEY);
  expect(String(apiError.stack)).not.toContain(API_KEY);
  return apiError;
}

describe('generateSession', () => {
  it.each([
    ['api-key', undefined, `Api-Key ${API_KEY}`],
    ['api-key', 'api-key', `Api-Key ${API_KEY}`],
    ['bearer', 'bearer', `Bearer ${API_KEY}`],
  ])('posts the validated body with the %s scheme', async (_label, authScheme, authorization) => {
    const { client: sessions, calls } = client(() => jsonResponse(200, { sessionId: 'abc_DEF-123' }), {
      authScheme,
    });
    await expect(
      sessions.generateSession({ deploymentId: 42, externalId: 'u-1', extra: 'dropped' } as never),
    ).resolves.toEqual({ sessionId: 'abc_DEF-123' });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      url: 'https://acme.svc.example/api/v1/embed/generate-session',
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization },
      body: { deploymentId: 42, externalId: 'u-1' },
      redirect: 'error',
    });
    expect(calls[0]?.signal).toBeInstanceOf(AbortSignal);
  });

  it('keeps a path prefix of baseUrl and drops its trailing slash', async () => {
    const fake = fakeFetch(() => jsonResponse(200, { sessionId: 's1' }));
    const sessions = createSessionClient({
      baseUrl: 'http://localhost:4100/t/acme/',
      apiKey: 'k',
      fetch: fake.fetch,
    });
    await sessions.generateSession({ deploymentId: 1 });
    expect(fake.calls[0]?.url).toBe('http://localhost:4100/t/acme/api/v1/embed/generate-session');
  });

  it('refuses an invalid request before any network call', async () => {
    const { client: sessions, calls } = client(() => jsonResponse(200, { sessionId: 's1' }));
    const error = await rejection(sessions.generateSession({ deploymentId: 0, embedTenantName: 'X' }));
    expect(error.code).toBe(SESSION_API_ERROR_CODES.invalidRequest);
    expect(error.message).toContain('deploymentId');
    expect(error.message).toContain('embedTenantName');
    expect(calls).toHaveLength(0);
  });

  it.each<[string, number, unknown, string | undefined]>([
    [
      '400 with a message',
      400,
      { error: 'deploymentId 42 does not exist' },
      'deploymentId 42 does not exist',
    ],
    ['401 with a message', 401, { error: 'invalid API key' }, 'invalid API key'],
    ['403 with a message', 403, { error: 'embedding is not enabled' }, 'embedding is not enabled'],
    ['500 without a body', 500, undefined, undefined],
    ['502 with a non-string error', 502, { error: { nested: true } }, undefined],
  ])('turns HTTP %s into http-error', async (_label, status, body, serverMessage) => {
    const { client: sessions } = client(() =>
      body === undefined ? new Response(null, { status }) : jsonResponse(status, body),
    );
    const error = await rejection(sessions.generateSession({ deploymentId: 1 }));
    expect(error).toMatchObject({ code: 'http-error', status, serverMessage });
    expect(error.message).toContain(`HTTP ${status}`);
    if (serverMessage !== undefined) expect(error.message).toContain(serverMessage);
  });

  it('handles a non-JSON error body', async () => {
    const { client: sessions } = client(() => new Response('<html>Bad Gateway</html>', { status: 502 }));
    const error = await rejection(sessions.generateSession({ deploymentId: 1 }));
    expect(error).toMatchObject({ code: 'http-error', status: 502, serverMessage: undefined });
  });

  it('redacts the API key from a server message that echoes it', async () => {
    const { client: sessions } = client(() => jsonResponse(401, { error: `key ${API_KEY} is unknown` }));
    const error = await rejection(sessions.generateSession({ deploymentId: 1 }));
    expect(error.serverMessage).toBe('key [redacted] is unknown');
  });

  it('turns a rejected fetch into network-error', async () => {
    const { client: sessions } = client(() => {
      throw new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:4100') });
    });
    const error = await rejection(sessions.generateSession({ deploymentId: 1 }));
    expect(error.code).toBe('network-error');
    expect(error.status).toBeUndefined();
    expect(error.message).toContain('ECONNREFUSED');
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it('keeps only a redacted copy of a network error cause that mentions the API key', async () => {
    const { client: sessions } = client(() => {
      throw new TypeError(`invalid header value Api-Key ${API_KEY}`);
    });
    const error = await rejection(sessions.generateSession({ deploymentId: 1 }));
    expect(error.code).toBe('network-error');
    expect(inspect(error.cause, { depth: Number.POSITIVE_INFINITY, showHidden: true })).not.toContain(
      API_KEY,
    );
  });

  it.each<[string, () => Response]>([
    ['a body without sessionId', () => jsonResponse(200, { id: 'x' })],
    ['a numeric sessionId', () => jsonResponse(200, { sessionId: 12 })],
    ['an empty sessionId', () => jsonResponse(200, { sessionId: '' })],
    ['a sessionId that is not URL-safe', () => jsonResponse(200, { sessionId: 'a b&c' })],
    ['a non-JSON body', () => new Response('ok', { status: 200 })],
    ['a JSON null', () => jsonResponse(200, null)],
  ])('refuses %s as invalid-response', async (_label, respond) => {
    const { client: sessions } = client(respond);
    const error = await rejection(sessions.generateSession({ deploymentId: 1 }));
    expect(error).toMatchObject({ code: 'invalid-response', status: 200 });
  });

  it('times out a backend that never answers', async () => {
    const { client: sessions } = client(hangingResponder, { timeoutMs: 20 });
    const error = await rejection(sessions.generateSession({ deploymentId: 1 }));
    expect(error.code).toBe('timeout');
    expect(error.message).toContain('20 ms');
  });

  it('times out even when a custom fetch ignores the signal', async () => {
    const { client: sessions } = client(() => new Promise<Response>(() => {}), { timeoutMs: 20 });
    const error = await rejection(sessions.generateSession({ deploymentId: 1 }));
    expect(error.code).toBe('timeout');
  });

  it.each([200, 500])(
    'stops reading a body over MAX_RESPONSE_BYTES (status %i) and refuses it',
    async (status) => {
      const chunk = new Uint8Array(1024 * 1024).fill(0x61);
      let pulled = 0;
      // An endless body: 1 MB each time the reader asks for more.
      const endless = new ReadableStream<Uint8Array>({
        pull(controller) {
          pulled += chunk.byteLength;
          controller.enqueue(chunk);
        },
      });
      const { client: sessions } = client(() => new Response(endless, { status }));
      const error = await rejection(sessions.generateSession({ deploymentId: 1 }));
      expect(error).toMatchObject({ code: 'invalid-response', status });
      expect(error.message).toContain(`${MAX_RESPONSE_BYTES} bytes`);
      expect(pulled).toBeLessThanOrEqual(MAX_RESPONSE_BYTES + 2 * chunk.byteLength);
    },
  );

  it('refuses a Content-Length over MAX_RESPONSE_BYTES without reading the body', async () => {
    const chunk = new Uint8Array(1024 * 1024);
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(chunk);
      },
    });
    const headers = { 'Content-Length': String(400 * 1024 * 1024) };
    const { client: sessions } = client(() => new Response(body, { status: 200, headers }));
    const error = await rejection(sessions.generateSession({ deploymentId: 1 }));
    expect(error.code).toBe('invalid-response');
    // Only what the stream fetched ahead on its own, before anyone read.
    expect(pulled).toBeLessThanOrEqual(1);
  });

  it('times out a body that never ends', async () => {
    const stalled = new ReadableStream<Uint8Array>({ start: () => {} });
    const { client: sessions } = client(() => new Response(stalled, { status: 200 }), { timeoutMs: 20 });
    const error = await rejection(sessions.generateSession({ deploymentId: 1 }));
    expect(error.code).toBe('timeout');
  });
});

describe('revokeSession', () => {
  it('posts { sessionId } and resolves on 204', async () => {
    const { client: sessions, calls } = client(() => new Response(null, { status: 204 }), {
      authScheme: 'bearer',
    });
    await expect(sessions.revokeSession('abc-123')).resolves.toBeUndefined();
    expect(calls[0]).toMatchObject({
      url: 'https://acme.svc.example/api/v1/embed/session/revoke',
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${API_KEY}` },
      body: { sessionId: 'abc-123' },
    });
  });

  it.each<[string, unknown]>([
    ['an empty id', ''],
    ['a non-string id', 42],
    ['an id that is not URL-safe', 'a/b?c'],
  ])('refuses %s before any network call', async (_label, sessionId) => {
    const { client: sessions, calls } = client(() => new Response(null, { status: 204 }));
    const error = await rejection(sessions.revokeSession(sessionId as string));
    expect(error.code).toBe('invalid-request');
    expect(calls).toHaveLength(0);
  });

  it('refuses a 200 where 204 is expected', async () => {
    const { client: sessions } = client(() => jsonResponse(200, {}));
    const error = await rejection(sessions.revokeSession('abc'));
    expect(error).toMatchObject({ code: 'invalid-response', status: 200 });
  });

  it('turns HTTP 401 into http-error', async () => {
    const { client: sessions } = client(() => jsonResponse(401, { error: 'missing credential' }));
    const error = await rejection(sessions.revokeSession('abc'));
    expect(error).toMatchObject({ code: 'http-error', status: 401, serverMessage: 'missing credential' });
  });
});
