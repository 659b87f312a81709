import { invalidOption } from './errors';

/** The exact origin of an absolute http(s) URL; anything else is a clear error. */
export function httpOrigin(url: string, what: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw invalidOption(`${what} must be an absolute http(s) URL, got ${JSON.stringify(url)}`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw invalidOption(`${what} must use http or https, got ${JSON.stringify(parsed.protocol)}`);
  }
  if (parsed.username || parsed.password) throw invalidOption(`${what} must not carry credentials`);
  // URL parses `*` as a host character, so `https://*.example.com` would be an origin no page has.
  if (parsed.hostname.includes('*')) {
    throw invalidOption(
      `${what} must not use a wildcard ("*"), got ${JSON.stringify(url)}: give an exact origin such as "https://app.example.com"`,
    );
  }
  return parsed.origin;
}
