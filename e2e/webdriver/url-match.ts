/** Playwright's URL matching for route and waitForResponse: a glob, a RegExp, or a predicate on the URL. */
export type UrlMatch = string | RegExp | ((url: URL) => boolean);

/** Playwright's glob: `**` any characters, `*` any but `/`; every other character is literal. */
export function globToRegExp(glob: string): RegExp {
  let source = '^';
  for (let index = 0; index < glob.length; index++) {
    const char = glob[index] as string;
    if (char === '*') {
      if (glob[index + 1] === '*') {
        source += '.*';
        index++;
      } else source += '[^/]*';
    } else source += char.replace(/[.+?^${}()|[\]\\/]/g, '\\$&');
  }
  return new RegExp(`${source}$`);
}

export function matchesUrl(match: UrlMatch, url: string): boolean {
  if (typeof match === 'function') return match(new URL(url));
  if (match instanceof RegExp) return match.test(url);
  return match.includes('*') ? globToRegExp(match).test(url) : match === url;
}
