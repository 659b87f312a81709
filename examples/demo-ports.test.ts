import { describe, expect, it } from 'vitest';
import { EXACT_ORIGIN_RULE } from '../packages/sandbox/server/exact-origin';
import { ACCEPTED_ORIGINS, REFUSED_ORIGINS } from '../packages/sandbox/server/test-origins';
import { DemoPortError, readAllowedOrigins } from './demo-ports';

describe('ALLOWED_ORIGINS of npm start', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['http://localhost:5173', ['http://localhost:5173']],
    [
      'http://localhost:5173, https://app.test  http://127.0.0.1:3000',
      ['http://localhost:5173', 'https://app.test', 'http://127.0.0.1:3000'],
    ],
  ])('%j gives %j', (value, expected) => {
    expect(readAllowedOrigins({ ALLOWED_ORIGINS: value })).toEqual(expected);
  });

  it.each([
    'https://*.example.com',
    'http://localhost:5173/',
    'http://localhost:5173/app',
    'localhost:5173',
    'ftp://files.example',
    'https://user:pw@app.test',
  ])('refuses %j in one line naming it', (origin) => {
    const read = () => readAllowedOrigins({ ALLOWED_ORIGINS: origin });
    expect(read).toThrow(DemoPortError);
    expect(read).toThrow(JSON.stringify(origin));
  });
});

describe('ALLOWED_ORIGINS that could add a CSP directive', () => {
  it.each(REFUSED_ORIGINS.filter(([, origin]) => !/[\s,]/.test(origin)))(
    'refuses %s in one line',
    (_label, origin, quoted) => {
      expect(() => readAllowedOrigins({ ALLOWED_ORIGINS: origin })).toThrow(
        new DemoPortError(`ALLOWED_ORIGINS: ${quoted} is not ${EXACT_ORIGIN_RULE}`),
      );
    },
  );

  it.each([
    ['a space', 'http://x report-uri', '"report-uri"'],
    ['a comma', 'http://a,b', '"b"'],
    ['a newline', 'http://x\nreport-uri', '"report-uri"'],
  ])('splits at %s and refuses the part that is no origin', (_label, value, quoted) => {
    expect(() => readAllowedOrigins({ ALLOWED_ORIGINS: value })).toThrow(
      new DemoPortError(`ALLOWED_ORIGINS: ${quoted} is not ${EXACT_ORIGIN_RULE}`),
    );
  });

  it.each(ACCEPTED_ORIGINS)('accepts %s', (origin) => {
    expect(readAllowedOrigins({ ALLOWED_ORIGINS: origin })).toEqual([origin]);
  });
});
