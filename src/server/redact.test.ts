import { describe, expect, it } from 'vitest';
import { REDACTED, secretRedactor } from './redact';

const b64 = (text: string) => Buffer.from(text).toString('base64');
const b64url = (text: string) => Buffer.from(text).toString('base64url');

const AWKWARD_KEYS = [
  'k',
  'ab',
  'a]b[c\\d^e-f',
  '(.*)+?{2}|$/',
  '%41%42"quoted"',
  '~`!@#=&;:,<>',
  'X'.repeat(4096),
];

describe('secretRedactor', () => {
  it.each(AWKWARD_KEYS.map((key) => [key.length > 40 ? `${key.slice(0, 8)}… (${key.length})` : key, key]))(
    'removes %s in every form',
    (_label, key) => {
      const redact = secretRedactor(key);
      const forms = [
        key,
        key.toLowerCase(),
        key.toUpperCase(),
        encodeURIComponent(key),
        JSON.stringify(key).slice(1, -1),
        b64(key),
        b64url(key),
        b64(`Api-Key ${key}`),
        b64(`Bearer ${key}`),
        b64url(`Bearer ${key}`),
      ];
      for (const form of forms) {
        const text = redact(`before ${form} after`, 100_000);
        if (key.length >= 3) expect(text, form).not.toContain(key);
        expect(text, form).toContain('before ');
        expect(text, form).toContain(' after');
        if (key.length >= 3) expect(text, form).toContain(REDACTED);
      }
    },
  );

  const hex = (text: string) => Buffer.from(text).toString('hex');
  const unicodeEscaped = (text: string) =>
    [...text].map((char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');
  const percentAll = (text: string) =>
    [...Buffer.from(text)].map((byte) => `%${hex(String.fromCharCode(byte))}`).join('');
  const REAL_KEYS = ['sk_live_4eC39HqLyjWDarjtT1zdp7dc', 'abc+/=xyz&q=1', 'Ab%2F"k\\ey"'];

  it.each(
    REAL_KEYS.flatMap((key) =>
      Object.entries({
        'hex, lower case': hex(key),
        'hex, upper case': hex(key).toUpperCase(),
        'URL-encoded twice': encodeURIComponent(encodeURIComponent(key)),
        'every byte percent-encoded twice': percentAll(key).replaceAll('%', '%25'),
        'JSON \\u escapes, lower case': unicodeEscaped(key),
        'JSON \\u escapes, upper case': unicodeEscaped(key).toUpperCase().replaceAll('\\U', '\\u'),
        base64: b64(key),
        base64url: b64url(key),
      }).map(([form, text]) => [key, form, text]),
    ),
  )('removes %s as %s', (key, _form, encoded) => {
    const text = secretRedactor(key)(`before ${encoded} after`, 100_000);
    expect(text).toBe(`before ${REDACTED} after`);
  });

  it('cuts after redacting, so a key across the cut leaves no prefix', () => {
    const key = 'sk_live_abcdefghijklmnop';
    const text = secretRedactor(key)(`${'x'.repeat(95)}${key}`, 100);
    expect(text).toBe(`${'x'.repeat(95)}[reda`);
  });

  it('cuts a huge text of near-keys to the limit', () => {
    const key = 'sk_live_abcdefghijklmnop';
    // Runs of 7 of its characters: none is long enough to go.
    const text = secretRedactor(key)(`${key.slice(0, 7)}#`.repeat(200_000), 1000);
    expect(text).toHaveLength(1000);
    expect(text).not.toContain(REDACTED);
  });

  it('makes one marker of a huge text of key runs that touch', () => {
    const key = 'sk_live_abcdefghijklmnop';
    expect(secretRedactor(key)(key.slice(0, -1).repeat(200_000), 1000)).toBe(REDACTED);
  });
});
