/**
 * Removes an API key from text in every form a server or a library might echo it in: as is,
 * in any letter case, URL-encoded (once or twice), JSON-escaped (also as `\uXXXX`), as hex, and
 * inside base64 or base64url (at any byte alignment, so `base64("Api-Key <key>")` and
 * `base64("Bearer <key>")` are covered too). Hex digits match in either case.
 */

export const REDACTED = '[redacted]';

/** Removes the key from `text`, then cuts the result to `maxLength` characters. */
export type Redact = (text: string, maxLength: number) => string;

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Redacts first, then cuts to `maxLength`: a key echoed across the cut leaks no prefix. */
export function secretRedactor(secret: string): Redact {
  const { pattern, longestForm } = secretPattern(secret);
  return (text, maxLength) => {
    // Enough input for `maxLength` output characters even if up to a tenth of them are markers,
    // with room for a whole form that starts inside it; bounds the work on a huge text.
    const window = maxLength + (Math.ceil(maxLength / REDACTED.length) + 1) * longestForm;
    const redacted = text.slice(0, window).replace(pattern, REDACTED);
    return redacted.length > maxLength ? redacted.slice(0, maxLength) : redacted;
  };
}

function secretPattern(secret: string): { pattern: RegExp; longestForm: number } {
  const plainForms = new Set([
    secret,
    encodeURIComponent(secret),
    percentEncodeAll(secret),
    // Encoded twice: a URL inside a query parameter, a logged redirect target.
    encodeURIComponent(encodeURIComponent(secret)),
    percentEncodeAll(secret).replaceAll('%', '%25'),
    JSON.stringify(secret).slice(1, -1),
    [...secret].map((char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`).join(''),
    hex(secret),
  ]);
  const alternatives = [...plainForms].map(caseInsensitive);
  let longestForm = Math.max(...[...plainForms].map((form) => form.length));
  for (const [alphabet, extra] of [
    ['base64', '+/'],
    ['base64url', '_-'],
  ] as const) {
    // One base64 character either side carries a few bits of the key: they go too.
    const neighbour = `[${BASE64}${escapeClass(extra)}]?`;
    for (const core of base64Cores(secret, alphabet)) {
      alternatives.push(`${neighbour}${escapeRegExp(core)}${neighbour}={0,2}`);
      longestForm = Math.max(longestForm, core.length + 4);
    }
  }
  // Longest first, so a form that contains another is removed whole.
  alternatives.sort((a, b) => b.length - a.length);
  return { pattern: new RegExp(alternatives.join('|'), 'g'), longestForm };
}

/**
 * The base64 characters that depend on the secret's bytes alone, for the secret starting at byte
 * offset 0, 1 or 2 of a 3-byte group: one of them appears in any base64 text that holds the secret.
 */
function base64Cores(secret: string, alphabet: 'base64' | 'base64url'): string[] {
  const bytes = new TextEncoder().encode(secret);
  const cores: string[] = [];
  for (let offset = 0; offset < 3; offset += 1) {
    const encoded = toBase64([...new Array<number>(offset).fill(0), ...bytes], alphabet);
    const first = Math.ceil((offset * 8) / 6);
    const last = Math.floor(((offset + bytes.length) * 8) / 6);
    const core = encoded.slice(first, last);
    if (core.length >= 4) cores.push(core);
  }
  return cores;
}

// btoa rather than Buffer: this module also runs in a browser under `allowBrowser`.
function toBase64(bytes: number[], alphabet: 'base64' | 'base64url'): string {
  const base64 = btoa(String.fromCharCode(...bytes));
  return alphabet === 'base64' ? base64 : base64.replaceAll('+', '-').replaceAll('/', '_');
}

function hexBytes(text: string): string[] {
  return [...new TextEncoder().encode(text)].map((byte) => byte.toString(16).padStart(2, '0'));
}

const hex = (text: string) => hexBytes(text).join('');
const percentEncodeAll = (text: string) =>
  hexBytes(text)
    .map((pair) => `%${pair}`)
    .join('');

/** Case-insensitive for letters only; built by hand so the base64 forms stay case-sensitive. */
function caseInsensitive(text: string): string {
  let pattern = '';
  for (const char of text) {
    const lower = char.toLowerCase();
    const upper = char.toUpperCase();
    pattern += lower === upper ? escapeRegExp(char) : `[${escapeClass(lower)}${escapeClass(upper)}]`;
  }
  return pattern;
}

function escapeRegExp(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&');
}

function escapeClass(text: string): string {
  return text.replace(/[\\\]^-]/g, '\\$&');
}
