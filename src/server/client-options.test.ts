import { afterEach, describe, expect, it } from 'vitest';
import type { SessionClientOptions } from './client-options';
import { SessionApiError } from './errors';
import { createSessionClient } from './session-client';
import { fakeFetch, jsonResponse } from './test-fetch';

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
