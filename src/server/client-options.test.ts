import { afterEach, describe, expect, it } from 'vitest';
import { fakeFetch, jsonResponse } from '../../test/support/fetch';
import type { SessionClientOptions } from './client-options';
import { SessionApiError } from './errors';
import { createSessionClient } from './session-client';

const API_KEY = 'sk_test_0123456789';
const { fetch: okFetch } = fakeFetch(() => jsonResponse(200, { sessionId: 's1' }));
const good: SessionClientOptions = { baseUrl: 'https://acme.svc.example', apiKey: API_KEY, fetch: okFetch };

function refusal(options: unknown): SessionApiError {
  try {
    createSessionClient(options as SessionClientOptions);
  } catch (error) {
    expect(error).toBeInstanceOf(SessionApiError);
    return error as SessionApiError;
  }
  throw new Error('expected createSessionClient to throw');
}

describe('createSessionClient options', () => {
  it.each<[string, unknown, string]>([
    ['no options', undefined, 'options must be an object'],
    ['a missing baseUrl', { ...good, baseUrl: undefined }, 'baseUrl must be a string'],
    ['a relative baseUrl', { ...good, baseUrl: '/api' }, 'absolute http(s) URL'],
    ['an ftp baseUrl', { ...good, baseUrl: 'ftp://acme.example' }, 'http or https'],
    ['a javascript: baseUrl', { ...good, baseUrl: 'javascript:alert(1)' }, 'http or https'],
    ['credentials in baseUrl', { ...good, baseUrl: 'https://user:pw@acme.example' }, 'credentials'],
    ['a query in baseUrl', { ...good, baseUrl: 'https://acme.example/?tenant=1' }, 'query'],
    ['a fragment in baseUrl', { ...good, baseUrl: 'https://acme.example/#x' }, 'fragment'],
    ['a missing apiKey', { ...good, apiKey: undefined }, 'apiKey'],
    ['an empty apiKey', { ...good, apiKey: '' }, 'apiKey'],
    ['an apiKey with a space', { ...good, apiKey: 'sk test' }, 'apiKey'],
    ['an apiKey with a newline', { ...good, apiKey: 'sk\r\nX-Evil: 1' }, 'apiKey'],
    ['a numeric apiKey', { ...good, apiKey: 12345 }, 'apiKey'],
    ['an unknown authScheme', { ...good, authScheme: 'basic' }, 'authScheme'],
    ['a prototype key as authScheme', { ...good, authScheme: 'toString' }, 'authScheme'],
    ['a non-function fetch', { ...good, fetch: 'fetch' }, 'fetch must be a function'],
    ['a zero timeout', { ...good, timeoutMs: 0 }, 'timeoutMs'],
    ['an infinite timeout', { ...good, timeoutMs: Number.POSITIVE_INFINITY }, 'timeoutMs'],
    ['a string timeout', { ...good, timeoutMs: '100' }, 'timeoutMs'],
    ['a non-boolean allowBrowser', { ...good, allowBrowser: 'yes' }, 'allowBrowser'],
  ])('refuses %s', (_label, options, message) => {
    const error = refusal(options);
    expect(error.code).toBe('invalid-options');
    expect(error.message).toContain(message);
  });

  it('never echoes a string option, so a misplaced key stays out of the message', () => {
    for (const options of [
      { ...good, baseUrl: API_KEY },
      { ...good, baseUrl: `${API_KEY}:x` },
      { ...good, authScheme: API_KEY },
      { ...good, timeoutMs: API_KEY },
    ]) {
      expect(refusal(options).message).not.toContain(API_KEY);
    }
  });

  it('accepts the defaults', () => {
    const sessions = createSessionClient(good);
    expect(typeof sessions.generateSession).toBe('function');
    expect(typeof sessions.revokeSession).toBe('function');
  });
});

describe('browser refusal', () => {
  const globals = globalThis as { window?: unknown };
  afterEach(() => {
    delete globals.window;
  });

  it('refuses to be created where window exists', () => {
    globals.window = {};
    const error = refusal(good);
    expect(error.code).toBe('browser-refused');
    expect(error.message).not.toContain(API_KEY);
  });

  it('is created where window exists when allowBrowser is true', async () => {
    globals.window = {};
    const sessions = createSessionClient({ ...good, allowBrowser: true });
    await expect(sessions.generateSession({ deploymentId: 1 })).resolves.toEqual({ sessionId: 's1' });
  });
});

describe('browser-like globals', () => {
  const scope = globalThis as Record<string, unknown>;
  const added: string[] = [];
  function define(globals: Record<string, unknown>) {
    for (const [name, value] of Object.entries(globals)) {
      scope[name] = value;
      added.push(name);
    }
  }
  afterEach(() => {
    for (const name of added.splice(0)) delete scope[name];
  });

  it.each<[string, Record<string, unknown>]>([
    ['a document', { document: {} }],
    ['a Worker self', { self: globalThis }],
    ['importScripts', { importScripts: () => {} }],
    ['WorkerGlobalScope', { WorkerGlobalScope: class {} }],
    ['Deno with a DOM shim', { Deno: {}, document: {} }],
  ])('refuses to be created with %s unless allowBrowser is set', (_label, globals) => {
    define(globals);
    expect(refusal(good).code).toBe('browser-refused');
    expect(() => createSessionClient({ ...good, allowBrowser: true })).not.toThrow();
  });

  it.each<[string, Record<string, unknown>]>([
    ['Deno (self and window)', { Deno: {}, self: globalThis, window: globalThis }],
    ['Bun (self)', { Bun: {}, self: globalThis }],
  ])('is created on %s without allowBrowser', (_label, globals) => {
    define(globals);
    expect(() => createSessionClient(good)).not.toThrow();
  });
});

describe('the default fetch', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  // A browser's fetch throws unless `this` is the window (or undefined).
  function browserLikeFetch(this: unknown): Promise<Response> {
    if (this !== undefined && this !== globalThis) throw new TypeError('Illegal invocation');
    return Promise.resolve(jsonResponse(200, { sessionId: 's1' }));
  }

  it('is called without the options as this, found globally', async () => {
    globalThis.fetch = browserLikeFetch as typeof fetch;
    const sessions = createSessionClient({ baseUrl: good.baseUrl, apiKey: API_KEY });
    await expect(sessions.generateSession({ deploymentId: 1 })).resolves.toEqual({ sessionId: 's1' });
  });

  it('is called without the options as this, passed in', async () => {
    const sessions = createSessionClient({ ...good, fetch: browserLikeFetch as typeof fetch });
    await expect(sessions.generateSession({ deploymentId: 1 })).resolves.toEqual({ sessionId: 's1' });
  });
});

describe('slashes in baseUrl', () => {
  // `/\/+$/` is quadratic on a run of slashes that does not end the string: 3.5 s at 100,000
  // slashes and about 6 minutes at a million on Node 20, far past this test's time limit.
  it.each([100_000, 1_000_000])(
    'are trimmed in linear time: %i of them, then a segment, then one',
    async (count) => {
      const fake = fakeFetch(() => jsonResponse(200, { sessionId: 's1' }));
      const run = '/'.repeat(count);
      const sessions = createSessionClient({
        ...good,
        baseUrl: `https://acme.svc.example${run}t/`,
        fetch: fake.fetch,
      });
      await sessions.generateSession({ deploymentId: 1 });
      expect(fake.calls[0]?.url).toBe(`https://acme.svc.example${run}t/api/v1/embed/generate-session`);
    },
  );

  it('are all trimmed at the end', async () => {
    const fake = fakeFetch(() => jsonResponse(200, { sessionId: 's1' }));
    const baseUrl = `https://acme.svc.example/t/acme${'/'.repeat(100_000)}`;
    const sessions = createSessionClient({ ...good, baseUrl, fetch: fake.fetch });
    await sessions.generateSession({ deploymentId: 1 });
    expect(fake.calls[0]?.url).toBe('https://acme.svc.example/t/acme/api/v1/embed/generate-session');
  });
});
