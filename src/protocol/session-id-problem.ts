/** Each mistake that puts a real id into a refused value, in words; a session id is at most 512 characters. */
const MISTAKES: readonly [RegExp, string][] = [
  [/^\s|\s$/, 'leading or trailing whitespace'],
  [/[\r\n]/, 'a newline'],
  [/\S\s+\S/, 'whitespace inside'],
  [/["'`]/, 'quotes'],
  [/^.{513}/s, 'more than 512 characters'],
  [/[^\w\s"'`.~-]/, 'other characters'],
];

/**
 * What is wrong with a session id its shape check refused, in words that never hold the value
 * (it may be a live credential): `a string of 45 characters with leading or trailing whitespace,
 * a newline`, `an object (the mint response? give its sessionId)`.
 */
export function describeRefusedSessionId(value: unknown): string {
  if (typeof value !== 'string') {
    if (value === null) return 'null';
    if (Array.isArray(value)) return 'an array';
    if (typeof value === 'object') return 'an object (the mint response? give its sessionId)';
    return `a value of type ${typeof value}`;
  }
  if (value === '') return 'an empty string';
  const found = MISTAKES.filter(([pattern]) => pattern.test(value)).map(([, words]) => words);
  return `a string of ${value.length} characters${found.length > 0 ? ` with ${found.join(', ')}` : ''}`;
}
