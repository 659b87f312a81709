/** Where `syncRoute()` keeps its parameter: the query (`?name=value`) or the hash read as `name=value` pairs. */
export type UrlPart = 'query' | 'hash';

const pairsOf = (part: UrlPart) => (part === 'query' ? location.search : location.hash).slice(1);

/** A pair's name decoded as `readParam` reads it: `emb%65d=` is an `embed` parameter too. */
const nameOf = (pair: string) => new URLSearchParams(`&${pair}`).keys().next().value;

/** The parameter's value in the page's address, decoded; `null` when it is not there. */
export function readParam(part: UrlPart, name: string): string | null {
  return new URLSearchParams(pairsOf(part)).get(name);
}

/**
 * The page's address (path, query, hash) with the parameter set to `value`, last: every pair
 * whose decoded name is `name` goes, however it was encoded. Every other pair stays as written
 * (no re-encoding), so the rest of the address is the app's as it was. Slashes are left
 * readable (`embed=/embed/...`): a query value may hold them.
 */
export function withParam(part: UrlPart, name: string, value: string): string {
  const pairs = pairsOf(part)
    .split('&')
    .filter((pair) => pair && nameOf(pair) !== name);
  pairs.push(`${name}=${encodeURIComponent(value).replace(/%2F/g, '/')}`);
  const { pathname, search, hash } = location;
  const joined = pairs.join('&');
  return part === 'query' ? `${pathname}?${joined}${hash}` : `${pathname}${search}#${joined}`;
}
