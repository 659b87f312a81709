// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmbedEmitter } from '../embed';
import { buildEmbedUrl } from '../host';

/**
 * URL as browsers parse it: `*` in a host is kept, percent-encoded (`https://%2A.example.com`),
 * where Node keeps `*`. A check on the parsed host alone passes in Node and fails in browsers.
 */
class BrowserLikeURL extends URL {
  override get hostname(): string {
    return super.hostname.replaceAll('*', '%2A');
  }
  override get host(): string {
    return super.host.replaceAll('*', '%2A');
  }
  override get origin(): string {
    return super.origin.replaceAll('*', '%2A');
  }
  override get href(): string {
    return super.href.replaceAll('*', '%2A');
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const WILDCARDS = [
  'https://*.example.com',
  'https://*',
  'https://app-*.example.com:8443',
  'https://%2A.example.com',
  'https://%2a.example.com',
  'HTTPS://*.EXAMPLE.COM',
  'https:*.example.com',
];

describe.each([
  ['Node', URL],
  ['a browser', BrowserLikeURL],
])('a wildcard origin, with URL as %s parses it', (_engine, Url) => {
  it.each(WILDCARDS)('tenantUrl %s is refused', (tenantUrl) => {
    vi.stubGlobal('URL', Url);
    expect(() => buildEmbedUrl({ tenantUrl, surface: 'dashboard', publicId: 'p' })).toThrow(
      /tenantUrl must not use a wildcard/,
    );
  });

  it.each(WILDCARDS)('hostOrigins entry %s is refused, without suggesting an encoded one', (origin) => {
    vi.stubGlobal('URL', Url);
    let thrown: unknown;
    try {
      new EmbedEmitter({ surface: 'dashboard', mode: 'private', hostOrigins: [origin] });
    } catch (error) {
      thrown = error;
    }
    expect(String(thrown)).toMatch(/hostOrigins\[0\] must not use a wildcard/);
    expect(String(thrown)).not.toMatch(/such as "[^"]*(%2a|\*)/i);
  });
});
