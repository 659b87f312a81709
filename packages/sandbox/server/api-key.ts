import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * The keys the sandbox accepts: printable ASCII without spaces, at most 4096 characters, the keys
 * `createSessionClient` (`@svc/embed/server`) sends (api-key.test.ts holds both to it).
 */
export const API_KEY_PATTERN = /^[\x21-\x7e]{1,4096}$/;

const AUTHORIZATION_PATTERN = /^(?:api-key|bearer) +(\S+)$/i;

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * Checks `Authorization: Api-Key <key>` or `Bearer <key>` (schemes are case-insensitive in HTTP).
 * Both sides are hashed first, so `timingSafeEqual` always compares equal-length buffers and the
 * key's length does not leak through timing either.
 */
export function createApiKeyCheck(apiKey: string): (authorization: string | undefined) => boolean {
  const expected = digest(apiKey);
  return (authorization) => {
    const presented =
      authorization === undefined ? undefined : AUTHORIZATION_PATTERN.exec(authorization)?.[1];
    if (presented === undefined) return false;
    return timingSafeEqual(digest(presented), expected);
  };
}
