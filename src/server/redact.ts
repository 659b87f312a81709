/**
 * Removes an API key from text, and any run of 8 or more of its characters (a server may echo a
 * prefix, or cut the key), in every form a server or a library might echo it in: as is, in any
 * letter case, URL-encoded (once or twice), JSON-escaped (also as `\uXXXX`), HTML-escaped (named
 * and numeric entities), as hex, and inside base64 or base64url (at any byte alignment, so
 * `base64("Api-Key <key>")` and `base64("Bearer <key>")` are covered too). A key shorter than 8
 * characters is removed whole. Escapes may be mixed and nested two deep.
 */

import { asDecoded, type DecodedText, decodeOnce } from './decoded-text';

export const REDACTED = '[redacted]';

/** Removes the key from `text`, then cuts the result to `maxLength` characters. */
export type Redact = (text: string, maxLength: number) => string;

/** The shortest run of the key's characters that is removed wherever it appears. */
export const MIN_REDACTED_RUN = 8;

/** How many layers of escapes are taken off: `%2541` (URL-encoded twice) is `A`. */
const DECODE_DEPTH = 2;

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Strings of one length to find in a text; with `alphabet`, a base64 core whose neighbours go too. */
interface Form {
  readonly length: number;
  readonly texts: ReadonlySet<string>;
  readonly caseless: boolean;
  readonly alphabet?: string;
}

/** Redacts first, then cuts to `maxLength`: a key echoed across the cut leaks no prefix. */
export function secretRedactor(secret: string): Redact {
  const forms = runForms(secret);
  // The longest whole-key form: `\u00XX` or `%25XX` for each character.
  const longestForm = 6 * secret.length + 4;
  return (text, maxLength) => {
    // Enough input for `maxLength` output characters even if up to a tenth of them are markers,
    // with room for a whole form that starts inside it; bounds the work on a huge text.
    const window = maxLength + (Math.ceil(maxLength / REDACTED.length) + 1) * longestForm;
    const input = text.slice(0, window);
    const spans: [number, number][] = [];
    let decoded = asDecoded(input);
    for (let depth = 0; depth <= DECODE_DEPTH; depth += 1) {
      if (depth > 0) decoded = decodeOnce(decoded);
      for (const form of forms) findForm(decoded, form, spans);
    }
    const redacted = cutSpans(input, spans);
    return redacted.length > maxLength ? redacted.slice(0, maxLength) : redacted;
  };
}

/**
 * Every run of `MIN_REDACTED_RUN` characters of the key (the whole key if shorter) in each form:
 * as is and as hex in any case; base64 and base64url cores at each alignment. A longer run is
 * covered by the runs it is made of.
 */
function runForms(secret: string): Form[] {
  const runLength = Math.min(MIN_REDACTED_RUN, secret.length);
  const runs = new Set<string>();
  for (let start = 0; start + runLength <= secret.length; start += 1)
    runs.add(secret.slice(start, start + runLength));
  const forms: Form[] = [
    { length: runLength, texts: new Set([...runs].map(asciiLowerCase)), caseless: true },
    { length: 2 * runLength, texts: new Set([...runs].map(hex)), caseless: true },
  ];
  for (const [alphabet, extra] of [
    ['base64', '+/'],
    ['base64url', '-_'],
  ] as const) {
    const byLength = new Map<number, Set<string>>();
    for (const run of runs) {
      for (const core of base64Cores(run, alphabet)) {
        const texts = byLength.get(core.length) ?? new Set<string>();
        texts.add(core);
        byLength.set(core.length, texts);
      }
    }
    for (const [length, texts] of byLength) {
      forms.push({ length, texts, caseless: false, alphabet: `${BASE64}${extra}` });
    }
  }
  return forms;
}

/** Adds the original spans of each occurrence of the form in the decoded text. */
function findForm(decoded: DecodedText, form: Form, spans: [number, number][]): void {
  const chars = form.caseless ? asciiLowerCase(decoded.chars) : decoded.chars;
  const { length, texts, alphabet } = form;
  for (let first = 0; first + length <= chars.length; first += 1) {
    if (!texts.has(chars.slice(first, first + length))) continue;
    let from = first;
    let to = first + length;
    if (alphabet !== undefined) {
      // One base64 character either side carries a few bits of the key: they go too, with padding.
      if (from > 0 && alphabet.includes(chars.charAt(from - 1))) from -= 1;
      if (to < chars.length && alphabet.includes(chars.charAt(to))) to += 1;
      for (let pad = 0; pad < 2 && chars.charAt(to) === '='; pad += 1) to += 1;
    }
    spans.push([decoded.starts[from] as number, decoded.ends[to - 1] as number]);
  }
}

/** The text with each span, merged with those it overlaps or touches, replaced by one marker. */
function cutSpans(text: string, spans: [number, number][]): string {
  spans.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [start, end] of spans) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  let out = '';
  let from = 0;
  for (const [start, end] of merged) {
    out += `${text.slice(from, start)}${REDACTED}`;
    from = end;
  }
  return out + text.slice(from);
}

/**
 * The base64 characters that depend on the run's bytes alone, for the run starting at byte
 * offset 0, 1 or 2 of a 3-byte group: one of them appears in any base64 text that holds the run.
 */
function base64Cores(run: string, alphabet: 'base64' | 'base64url'): string[] {
  const bytes = new TextEncoder().encode(run);
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

const hex = (text: string) =>
  [...new TextEncoder().encode(text)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/** Lower case for A-Z only: the length stays, so positions in the text still hold. */
const asciiLowerCase = (text: string) => text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
