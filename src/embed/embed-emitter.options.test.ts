// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanUp, frameIn, HOST } from '../../test/support/embed-frame';
import { EMBED_ERROR_CODES, EmbedEmitter, type EmbedEmitterOptions, EmbedError } from './index';

afterEach(cleanUp);

const signed: EmbedEmitterOptions = {
  surface: 'dashboard',
  mode: 'signed',
  hostOrigins: [HOST],
  expiresAt: 2_000_000_000_000,
  exchangeSession: async () => ({ expiresAt: 2_000_000_000_000 }),
};
const priv: EmbedEmitterOptions = { surface: 'chat', mode: 'private', hostOrigins: [HOST] };

/** The refusal names the wildcard and shows what is accepted instead. */
const WILDCARD = /hostOrigins\[0\].*wildcard.*exact origin such as "https:\/\/app\.example\.com"/;

describe('EmbedEmitter options', () => {
  const refused: [label: string, options: unknown, message: RegExp][] = [
    ['empty hostOrigins', { ...priv, hostOrigins: [] }, /hostOrigins/],
    ['hostOrigins not a list', { ...priv, hostOrigins: HOST }, /hostOrigins/],
    ['hostOrigins missing', { ...priv, hostOrigins: undefined }, /hostOrigins/],
    ['an origin with a path', { ...priv, hostOrigins: ['https://a.example/path'] }, /exact origin/],
    ['an origin with a trailing slash', { ...priv, hostOrigins: ['https://a.example/'] }, /exact origin/],
    ['an origin with its default port', { ...priv, hostOrigins: ['https://a.example:443'] }, /exact origin/],
    ['an origin in upper case', { ...priv, hostOrigins: ['https://A.example'] }, /exact origin/],
    ['an ftp origin', { ...priv, hostOrigins: ['ftp://x'] }, /http/],
    ['not a URL', { ...priv, hostOrigins: ['host.example'] }, /absolute/],
    ['credentials in the origin', { ...priv, hostOrigins: ['https://u:p@a.example'] }, /credentials/],
    [
      'a bad entry after a good one',
      { ...priv, hostOrigins: [HOST, 'https://b.example/x'] },
      /hostOrigins\[1\]/,
    ],
    ["'*' inside the list", { ...priv, hostOrigins: [HOST, '*'] }, /hostOrigins: '\*'/],
    ['a wildcard subdomain', { ...priv, hostOrigins: ['https://*.example.com'] }, WILDCARD],
    ['a wildcard host', { ...priv, hostOrigins: ['https://*'] }, WILDCARD],
    ['a wildcard inside a host', { ...priv, hostOrigins: ['https://app-*.example.com'] }, WILDCARD],
    ['a percent-encoded wildcard', { ...priv, hostOrigins: ['https://%2A.example.com'] }, WILDCARD],
    ['a wildcard with a port', { ...priv, hostOrigins: ['http://*:8080'] }, WILDCARD],
    ['a non-string origin', { ...priv, hostOrigins: [42] }, /string/],
    ['signed without expiresAt', { ...signed, expiresAt: undefined }, /expiresAt/],
    ['signed with NaN expiresAt', { ...signed, expiresAt: Number.NaN }, /expiresAt/],
    ['signed with Infinity expiresAt', { ...signed, expiresAt: Number.POSITIVE_INFINITY }, /expiresAt/],
    ['signed with a negative expiresAt', { ...signed, expiresAt: -1 }, /expiresAt/],
    ['signed with a string expiresAt', { ...signed, expiresAt: '2030-01-01' }, /expiresAt/],
    ['private with expiresAt', { ...priv, expiresAt: 2_000_000_000_000 }, /expiresAt/],
    ['a negative expiringLeadMs', { ...signed, expiringLeadMs: -1 }, /expiringLeadMs/],
    ['a zero exchangeTimeoutMs', { ...signed, exchangeTimeoutMs: 0 }, /exchangeTimeoutMs/],
    [
      'exchangeTimeoutMs over 2^31-1',
      { ...signed, exchangeTimeoutMs: 2 ** 31 },
      /exchangeTimeoutMs.*2147483647/,
    ],
    [
      'an infinite exchangeTimeoutMs',
      { ...signed, exchangeTimeoutMs: Infinity },
      /exchangeTimeoutMs.*2147483647/,
    ],
    ['an unknown surface', { ...priv, surface: 'widget' }, /surface/],
    ['an unknown mode', { ...priv, mode: 'public' }, /mode/],
    ['exchangeSession not a function', { ...signed, exchangeSession: 'https://x' }, /exchangeSession/],
    ['now not a function', { ...priv, now: 5 }, /now/],
    ['options missing', undefined, /options/],
  ];

  it.each(refused)('refuses %s', (_label, options, message) => {
    frameIn();
    let thrown: unknown;
    try {
      new EmbedEmitter(options as EmbedEmitterOptions).destroy();
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(EmbedError);
    expect(thrown).toMatchObject({
      code: EMBED_ERROR_CODES.invalidOptions,
      message: expect.stringMatching(message),
    });
  });

  const accepted: [label: string, options: EmbedEmitterOptions][] = [
    ['signed', signed],
    ['private', priv],
    ['several origins, with ports and http', { ...priv, hostOrigins: [HOST, 'http://localhost:5173'] }],
    ["an explicit '*'", { ...priv, hostOrigins: '*' }],
    [
      'signed with expiresAt 0 and no exchangeSession',
      { ...signed, expiresAt: 0, exchangeSession: undefined },
    ],
    ['the longest exchangeTimeoutMs a timer can wait', { ...signed, exchangeTimeoutMs: 2 ** 31 - 1 }],
  ];

  it.each(accepted)('accepts %s', (_label, options) => {
    frameIn();
    const emitter = new EmbedEmitter(options);
    expect(emitter.sessionStatus).toBe(options.mode === 'signed' ? 'active' : null);
    emitter.destroy();
  });
});
