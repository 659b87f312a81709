import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EMBED_ERROR_CODES } from './errors';

describe("README's table of EmbedError codes", () => {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const documented = [...readme.matchAll(/^ {2}\| `([a-z-]+)` \| /gm)].map((match) => match[1]);

  it('lists every code, once, and no other', () => {
    expect([...documented].sort()).toEqual(Object.values(EMBED_ERROR_CODES).sort());
  });
});
