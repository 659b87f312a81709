/** The longest session id (`SESSION_ID_PATTERN`). */
const MAX_SESSION_ID_LENGTH = 512;

/** Each mistake that puts a real id into a refused value, as words; tested in this order. */
const MISTAKES: readonly [test: (id: string) => boolean, words: string][] = [
  [(id) => /^\s/.test(id), 'leading whitespace'],
  [(id) => /[^\S\r\n]$/.test(id), 'trailing whitespace'],
  [(id) => /[\r\n]$/.test(id), 'a trailing newline'],
  [(id) => /[\r\n][^\r\n]/.test(id), 'a newline inside'],
  [(id) => /\S[^\S\r\n]+\S/.test(id), 'whitespace inside'],
  [(id) => /^(["'`]).*\1$/s.test(id), 'quotes around it (JSON-encoded?)'],
  [(id) => /["'`]/.test(id.slice(1, -1)), 'quotes inside'],
  [(id) => id.length > MAX_SESSION_ID_LENGTH, `more than ${MAX_SESSION_ID_LENGTH} characters`],
  [(id) => /[^A-Za-z0-9._~\s"'`-]/.test(id), 'characters other than letters, digits, . _ ~ -'],
];

/**
 * What is wrong with a session id its shape check refused, in words that never hold the value
 * (it may be a live credential): `a string of 45 characters with a trailing newline`, `an object
 * (the mint response? give its sessionId)`.
 */
export function describeRefusedSessionId(value: unknown): string {
  if (typeof value !== 'string') {
    if (value === null) return 'null';
    if (Array.isArray(value)) return 'an array';
    if (typeof value === 'object') return 'an object (the mint response? give its sessionId)';
    return `a value of type ${typeof value}`;
  }
  if (value === '') return 'an empty string';
  const found = MISTAKES.filter(([test]) => test(value)).map(([, words]) => words);
  const shape = `a string of ${value.length} characters`;
  return found.length === 0 ? shape : `${shape} with ${found.join(', ')}`;
}
