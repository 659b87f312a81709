import { describe, expect, it } from 'vitest';
import { REDACTED, secretRedactor } from './redact';

/** A key with every character HTML and URLs escape. */
const KEY = `sk_live_4f9a&Z0q<X"y/7'T>b=kP3mN8wR+`;

const b64 = (text: string) => Buffer.from(text).toString('base64');
const b64url = (text: string) => Buffer.from(text).toString('base64url');
const hex = (text: string) => Buffer.from(text).toString('hex');
const eachChar = (text: string, encode: (code: number) => string) =>
  [...text].map((char) => encode(char.charCodeAt(0))).join('');
const HTML_NAMED: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const htmlEscaped = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_NAMED[char] ?? char);

const RUNS: Record<string, string> = {
  'its first 24 characters': KEY.slice(0, 24),
  'its last 8 characters': KEY.slice(-8),
  '8 characters from its middle': KEY.slice(9, 17),
  '13 characters from its middle': KEY.slice(11, 24),
  'the whole key': KEY,
};

/** Each form a run may be echoed in: the text it stands in, and what is left of the text besides the marker. */
const FORMS: Record<string, (run: string) => string> = {
  'as is': (run) => run,
  'lower case': (run) => run.toLowerCase(),
  'upper case': (run) => run.toUpperCase(),
  'URL-encoded': encodeURIComponent,
  'URL-encoded twice': (run) => encodeURIComponent(encodeURIComponent(run)),
  'every byte percent-encoded': (run) => eachChar(run, (code) => `%${code.toString(16)}`),
  'JSON-escaped': (run) => JSON.stringify(run).slice(1, -1),
  'JSON \\u escapes': (run) => eachChar(run, (code) => `\\u${code.toString(16).padStart(4, '0')}`),
  'HTML-escaped (named entities)': htmlEscaped,
  'HTML-escaped, &#39; for the quote': (run) => htmlEscaped(run).replaceAll('&apos;', '&#39;'),
  'HTML decimal entities': (run) => eachChar(run, (code) => `&#${code};`),
  'HTML hex entities, upper case': (run) => eachChar(run, (code) => `&#X${code.toString(16).toUpperCase()};`),
  'HTML-escaped twice': (run) => htmlEscaped(htmlEscaped(run)),
  'HTML-escaped inside JSON': (run) => JSON.stringify(htmlEscaped(run)).slice(1, -1),
  'URL-encoded, then HTML-escaped': (run) => htmlEscaped(encodeURIComponent(run)),
  hex: hex,
  'hex, upper case': (run) => hex(run).toUpperCase(),
  base64: b64,
  'base64 one byte in': (run) => b64(`x${run}`),
  'base64 two bytes in': (run) => b64(`xx${run}`),
  base64url: b64url,
  'base64url one byte in': (run) => b64url(`x${run}`),
  'base64url two bytes in': (run) => b64url(`xx${run}`),
};

/** Base64 characters that depend on the bytes before the run alone stay. */
const keptBefore = (form: string) =>
  form.endsWith('one byte in')
    ? b64('x').slice(0, 1)
    : form.endsWith('two bytes in')
      ? b64('xx').slice(0, 2)
      : '';

describe('a run of 8 or more characters of the key', () => {
  it.each(
    Object.entries(RUNS).flatMap(([run, text]) =>
      Object.entries(FORMS).map(([form, encode]) => [run, form, encode(text)] as const),
    ),
  )('%s, %s, is removed', (_run, form, encoded) => {
    const text = secretRedactor(KEY)(`before ${encoded} after`, 100_000);
    expect(text).toBe(`before ${keptBefore(form)}${REDACTED} after`);
  });

  it.each([
    ['7 characters from its start', KEY.slice(0, 7)],
    ['7 characters from its middle', KEY.slice(12, 19)],
    ['7 characters from its end, URL-encoded', encodeURIComponent(KEY.slice(-7))],
    ['two runs of 7 apart', `${KEY.slice(0, 7)} ${KEY.slice(7, 14)}`],
    ['text that is not the key', 'invalid API key (401): see https://docs.example/keys?x=1&amp;y=2'],
  ])('%s is kept', (_label, text) => {
    expect(secretRedactor(KEY)(`before ${text} after`, 100_000)).toBe(`before ${text} after`);
  });

  it('leaves one marker for runs that touch, and one each for runs apart', () => {
    const redact = secretRedactor(KEY);
    expect(redact(`${KEY.slice(0, 10)}${KEY.slice(20)}`, 1000)).toBe(REDACTED);
    expect(redact(`${KEY.slice(0, 10)} and ${KEY.slice(20)}`, 1000)).toBe(`${REDACTED} and ${REDACTED}`);
  });
});
