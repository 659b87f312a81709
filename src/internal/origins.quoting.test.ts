import { describe, expect, it } from 'vitest';
import { buildEmbedUrl } from '../host/embed-url';
import { EmbedError } from './errors';
import { httpOrigin } from './origins';

const refusal = (url: string): EmbedError => {
  try {
    httpOrigin(url, 'tenantUrl');
  } catch (error) {
    return error as EmbedError;
  }
  throw new Error(`${url} was accepted`);
};

describe('a refused tenantUrl with credentials is never quoted', () => {
  it.each([
    ['a wildcard host', 'https://admin:pa*ss@*.example.com'],
    ['a percent-encoded wildcard host', 'https://admin:pa%2Ass@%2A.example.com'],
    ['an exact host', 'https://admin:pa*ss@app.example.com'],
    ['a user name only', 'https://admin@*.example.com'],
    ['no slashes', 'https:admin:pa*ss@*.example.com'],
    ['a URL that does not parse', 'https://admin:pa*ss@exa mple.com:99999'],
    ['a backslash', 'https:\\\\admin:pa*ss@*.example.com'],
  ])('%s', (_label, url) => {
    const error = refusal(url);
    expect(error).toBeInstanceOf(EmbedError);
    expect(error).toMatchObject({ code: 'invalid-options', message: 'tenantUrl must not carry credentials' });
  });

  it('through buildEmbedUrl', () => {
    expect(() =>
      buildEmbedUrl({ tenantUrl: 'https://admin:pa*ss@*.example.com', surface: 'dashboard', publicId: 'p' }),
    ).toThrow(/^tenantUrl must not carry credentials$/);
  });

  it('an @ after the host is no credential: the wildcard is refused with the URL quoted', () => {
    expect(refusal('https://*.example.com/a@b').message).toBe(
      `tenantUrl must not use a wildcard ("*"), got 'https://*.example.com/a@b': give an exact origin such as "https://app.example.com"`,
    );
  });
});

describe('a refused tenantUrl is quoted at most 60 characters', () => {
  it.each([
    ['a wildcard', `https://*.example.com/${'a'.repeat(5000)}`, 'must not use a wildcard ("*"), got'],
    ['no URL', `not a url ${'a'.repeat(5000)}`, 'must be an absolute http(s) URL, got'],
  ])('%s', (_label, url, words) => {
    const { message } = refusal(url);
    expect(message).toContain(`tenantUrl ${words} '${url.slice(0, 56)}...`);
    expect(message.length).toBeLessThan(200);
  });
});
