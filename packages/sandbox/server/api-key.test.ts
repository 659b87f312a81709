import { createSessionClient } from '@svc/embed/server';
import { describe, expect, it } from 'vitest';
import { API_KEY_PATTERN } from './api-key';

const clientAccepts = (apiKey: string): boolean => {
  try {
    createSessionClient({ baseUrl: 'http://127.0.0.1:4100', apiKey });
    return true;
  } catch {
    return false;
  }
};

// The sandbox restates the client's rule (it reaches the library only through its public entries):
// a key one side accepts and the other refuses would fail only at the first mint.
describe('API_KEY_PATTERN', () => {
  it.each<[string, string, boolean]>([
    ['a plain key', 'dev_abc-123', true],
    ['every printable character', '!~"#$%&()*+,-./:;<=>?@[\\]^_`{|}', true],
    ['4096 characters', 'k'.repeat(4096), true],
    ['an empty key', '', false],
    ['4097 characters', 'k'.repeat(4097), false],
    ['a space', 'a b', false],
    ['a tab', 'a\tb', false],
    ['a line end', 'key\n', false],
    ['a non-ASCII letter', 'kéy', false],
    ['a control character', 'key\u007f', false],
  ])('%s: the sandbox and createSessionClient agree', (_label, key, accepted) => {
    expect(API_KEY_PATTERN.test(key)).toBe(accepted);
    expect(clientAccepts(key)).toBe(accepted);
  });
});
