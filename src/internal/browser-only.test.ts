// Runs in Node (no DOM), as a server render or a script would.
import { describe, expect, it } from 'vitest';
import { defineSvcEmbed } from '../element';
import { EmbedEmitter } from '../embed';
import { EmbedController } from '../host';
import { EMBED_ERROR_CODES, EmbedError } from './errors';

const ENTRIES: [string, () => unknown][] = [
  [
    'new EmbedController()',
    () =>
      new EmbedController({
        tenantUrl: 'https://t.example.com',
        surface: 'dashboard',
        publicId: 'sales',
        container: {} as HTMLElement,
      }),
  ],
  [
    'new EmbedEmitter()',
    () =>
      new EmbedEmitter({ surface: 'dashboard', mode: 'private', hostOrigins: ['https://host.example.com'] }),
  ],
  ['defineSvcEmbed()', () => defineSvcEmbed()],
];

describe('browser-only entries outside a browser', () => {
  it.each(ENTRIES)('%s throws browser-only, saying where it runs and what to do instead', (entry, create) => {
    let thrown: unknown;
    try {
      create();
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(EmbedError);
    expect((thrown as EmbedError).code).toBe(EMBED_ERROR_CODES.browserOnly);
    expect((thrown as EmbedError).message).toContain(entry);
    expect((thrown as EmbedError).message).toContain('client-side code');
  });
});
