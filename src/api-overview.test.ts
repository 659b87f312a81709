// The API reference opens on an overview (docs/overview.md, TypeDoc's readme): it names every entry.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');
const typedoc = JSON.parse(read('typedoc.json')) as { readme: string };
const exportsOf = JSON.parse(read('package.json')) as { name: string; exports: Record<string, unknown> };

describe('the API reference overview', () => {
  it('is the page TypeDoc opens on', () => {
    expect(typedoc.readme).toBe('docs/overview.md');
  });

  it.each(
    Object.keys(exportsOf.exports)
      .filter((subpath) => subpath !== './package.json')
      .map((subpath) => (subpath === '.' ? exportsOf.name : `${exportsOf.name}/${subpath.slice(2)}`)),
  )('names the entry %s', (entry) => {
    expect(read('docs/overview.md')).toContain(`\`${entry}\``);
  });
});
