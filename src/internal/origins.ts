import { invalidOption, shown } from './errors';

/**
 * A `*` or `%2A` before the path: in the host, a wildcard no page's origin has. Read on the string
 * as written: browsers parse `*` into `%2A` and Node keeps it, so the parsed host differs by engine.
 */
const WILDCARD_HOST = /^[^:/?#]*:[/\\]*[^/\\?#]*(?:\*|%2a)/i;

export const hasWildcardHost = (url: string): boolean => WILDCARD_HOST.test(url);

/** A user name or password before the host, as written: `https://admin:pw@host`, `https:admin@host`. */
const CREDENTIALS = /^[^:/?#]*:[/\\]*[^/\\?#]*@/;

/** The exact origin of an absolute http(s) URL; anything else is a clear error. */
export function httpOrigin(url: string, what: string): string {
  // Before anything that quotes the URL: a password must reach no message, nor a log.
  if (typeof url === 'string' && CREDENTIALS.test(url))
    throw invalidOption(`${what} must not carry credentials`);
  const wildcard = () =>
    invalidOption(
      `${what} must not use a wildcard ("*"), got ${shown(url)}: give an exact origin such as "https://app.example.com"`,
    );
  if (typeof url === 'string' && hasWildcardHost(url)) throw wildcard();
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw invalidOption(`${what} must be an absolute http(s) URL, got ${shown(url)}`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw invalidOption(`${what} must use http or https, got ${shown(parsed.protocol)}`);
  }
  if (parsed.username || parsed.password) throw invalidOption(`${what} must not carry credentials`);
  // However it was written, a host with `*` (Node) or `%2A` (browsers) is refused.
  if (/\*|%2a/i.test(parsed.host)) throw wildcard();
  return parsed.origin;
}
