import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { fakeFetch, jsonResponse } from '../../test/support/fetch';
import { SessionApiError } from './errors';
import { createSessionClient } from './session-client';

const API_KEY = 'sk_live_4f9aZ0q+Xy/7Tb=kP3mN8wR';
const percentEncoded = [...API_KEY].map((c) => `%${c.charCodeAt(0).toString(16)}`).join('');
const base64 = (text: string) => Buffer.from(text).toString('base64');
const base64url = (text: string) => Buffer.from(text).toString('base64url');

/** Every spelling of the key that must not survive, with the parts a leak would show. */
function leaks(text: string): string[] {
  const forms = [
    API_KEY,
    API_KEY.slice(0, 10),
    base64(`Api-Key ${API_KEY}`).slice(0, 20),
    encodeURIComponent(API_KEY).slice(0, 20),
    percentEncoded.slice(0, 20),
    API_KEY.toLowerCase(),
    API_KEY.toUpperCase(),
    ...[API_KEY, `Api-Key ${API_KEY}`, `Bearer ${API_KEY}`, `x${API_KEY}`, `xy${API_KEY}`].flatMap(
      (plain) => [
        base64(API_KEY).slice(0, 12),
        base64(plain).slice(-20, -4),
        base64url(plain).slice(-20, -4),
      ],
    ),
  ];
  const lower = text.toLowerCase();
  return forms.filter((form) => text.includes(form) || lower.includes(form.toLowerCase()));
}

function everythingIn(error: SessionApiError): string {
  return [
    inspect(error, { depth: Number.POSITIVE_INFINITY, showHidden: true, getters: true }),
    error.message,
    String(error.stack),
    error.serverMessage ?? '',
    JSON.stringify(error),
  ].join('\n');
}

async function failure(respond: Parameters<typeof fakeFetch>[0]): Promise<SessionApiError> {
  const fake = fakeFetch(respond);
  const sessions = createSessionClient({
    baseUrl: 'https://acme.svc.example',
    apiKey: API_KEY,
    fetch: fake.fetch,
  });
  const error = await sessions.generateSession({ deploymentId: 1 }).then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(SessionApiError);
  return error as SessionApiError;
}

describe('the API key in a server error message', () => {
  // 'got Api-Key ' is 12 characters: the cut falls 12 characters into the key.
  const padding = 'x'.repeat(976);
  it.each<[string, string]>([
    ['as is', `got Api-Key ${API_KEY}`],
    ['as is, across the 1,000-character cut', `${padding}got Api-Key ${API_KEY}`],
    ['URL-encoded', `got ${encodeURIComponent(`Api-Key ${API_KEY}`)}`],
    ['percent-encoded byte by byte', `got ${percentEncoded}`],
    ['lower-cased', `got api-key ${API_KEY.toLowerCase()}`],
    ['upper-cased', `GOT API-KEY ${API_KEY.toUpperCase()}`],
    ['upper-cased across the cut', `${padding}GOT ${API_KEY.toUpperCase()}`],
    ['base64 of the key', `token ${base64(API_KEY)} refused`],
    ['base64url of the key', `token ${base64url(API_KEY)} refused`],
    ['base64 of Api-Key <key>', `header ${base64(`Api-Key ${API_KEY}`)}`],
    ['base64 of Bearer <key>', `header ${base64(`Bearer ${API_KEY}`)}`],
    ['base64url of Bearer <key>', `header ${base64url(`Bearer ${API_KEY}`)}`],
    ['base64 of the whole header line', `echo ${base64(`Authorization: Bearer ${API_KEY}\r\n`)}`],
    ['base64 across the cut', `${padding}${base64(`Api-Key ${API_KEY}`)}`],
  ])('is redacted %s, before the cut', async (_label, echoed) => {
    const error = await failure(() => jsonResponse(401, { error: echoed }));
    expect(error.code).toBe('http-error');
    expect(leaks(everythingIn(error))).toEqual([]);
    expect(error.serverMessage?.length).toBeLessThanOrEqual(1000);
  });

  it('keeps the rest of the message', async () => {
    const error = await failure(() =>
      jsonResponse(401, { error: `key ${API_KEY} (${base64(API_KEY)}) is unknown` }),
    );
    expect(error.serverMessage).toBe('key [redacted] ([redacted]) is unknown');
  });

  it('still cuts a long message to 1,000 characters', async () => {
    const error = await failure(() => jsonResponse(500, { error: 'e'.repeat(5000) }));
    expect(error.serverMessage).toBe('e'.repeat(1000));
  });
});

describe('a part of the key in a server error message', () => {
  const htmlEntities = (text: string) => [...text].map((char) => `&#${char.charCodeAt(0)};`).join('');
  it.each<[string, string]>([
    ['its first 24 characters', `unknown key ${API_KEY.slice(0, 24)}`],
    ['its last 8 characters', `unknown key ...${API_KEY.slice(-8)}`],
    ['HTML-escaped', `unknown key ${htmlEntities(API_KEY)}`],
    ['its first 24 characters, HTML-escaped', `unknown key ${htmlEntities(API_KEY.slice(0, 24))}`],
  ])('is redacted: %s, and the error keeps its status', async (_label, echoed) => {
    const error = await failure(() => jsonResponse(401, { error: echoed }));
    expect(error).toMatchObject({
      code: 'http-error',
      status: 401,
      serverMessage: `unknown key ${echoed.includes('...') ? '...' : ''}[redacted]`,
    });
    expect(error.message).toBe(`generate-session failed with HTTP 401: ${error.serverMessage}`);
  });
});

class AxiosLikeError extends Error {
  config = { headers: { Authorization: `Api-Key ${API_KEY}` }, url: 'https://acme.svc.example' };
  request = { _header: `POST / HTTP/1.1\r\nAuthorization: Api-Key ${API_KEY}` };
  code = 'ECONNRESET';
}

describe('no error reachable from a SessionApiError holds the key', () => {
  it.each<[string, () => unknown]>([
    ['an axios-style error with request headers', () => new AxiosLikeError('socket hang up')],
    [
      'the key two causes deep',
      () =>
        new TypeError('fetch failed', { cause: new Error('proxy', { cause: new Error(`bad ${API_KEY}`) }) }),
    ],
    ['the key five causes deep', () => nest(new Error(`echo ${base64(`Bearer ${API_KEY}`)}`), 5)],
    [
      'the key in a cause property of a plain object',
      () => ({ message: 'boom', cause: { headers: API_KEY } }),
    ],
    ['an AggregateError of per-address failures', () => new AggregateError([new Error(`to ${API_KEY}`)], '')],
    ['a thrown string', () => `Api-Key ${API_KEY}`],
  ])('%s', async (_label, makeError) => {
    const error = await failure(() => {
      throw makeError();
    });
    expect(error.code).toBe('network-error');
    expect(leaks(everythingIn(error))).toEqual([]);
  });

  it('keeps the name, the code and the redacted message of each cause', async () => {
    const error = await failure(() => {
      throw new TypeError('fetch failed', {
        cause: Object.assign(new Error(`connect ECONNREFUSED ${API_KEY}`), { code: 'ECONNREFUSED' }),
      });
    });
    expect(error.message).toContain('fetch failed (connect ECONNREFUSED [redacted])');
    expect(error.cause).toBeInstanceOf(TypeError);
    const cause = error.cause as Error;
    expect(cause.cause).toMatchObject({
      name: 'Error',
      code: 'ECONNREFUSED',
      message: 'connect ECONNREFUSED [redacted]',
    });
  });
});

describe('a key pasted into the path of baseUrl', () => {
  it.each<[string, Parameters<typeof fakeFetch>[0]]>([
    ['a timeout', () => new Promise<Response>(() => {})],
    ['a network error', () => Promise.reject(new TypeError('fetch failed'))],
  ])('does not show in the message of %s', async (_label, respond) => {
    const sessions = createSessionClient({
      baseUrl: `https://acme.svc.example/${encodeURIComponent(API_KEY)}`,
      apiKey: API_KEY,
      fetch: fakeFetch(respond).fetch,
      timeoutMs: 5,
    });
    const error = await sessions.generateSession({ deploymentId: 1 }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(SessionApiError);
    expect(leaks(everythingIn(error as SessionApiError))).toEqual([]);
  });
});

function nest(error: Error, depth: number): Error {
  return depth === 0 ? error : new Error(`level ${depth}`, { cause: nest(error, depth - 1) });
}
