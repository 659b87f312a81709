/**
 * Drops every trailing `/`. A loop rather than `/\/+$/`: that pattern is quadratic on V8 for a long
 * run of slashes (5 s at 100k on Node 20), and these strings come from callers.
 */
export function trimTrailingSlashes(text: string): string {
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === 0x2f) end -= 1;
  return end === text.length ? text : text.slice(0, end);
}
