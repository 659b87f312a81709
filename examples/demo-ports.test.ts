import { describe, expect, it } from 'vitest';
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
