import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EMBED_HOOKS } from './embed/extension';
import { HOST_HOOKS } from './host/extension';

const SIDES = { host: HOST_HOOKS, embed: EMBED_HOOKS } as const;

/** `side hook combination` for each row of the README's table of how hooks combine. */
function documented(): string[] {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  const section = readme.slice(readme.indexOf('### Writing an extension'));
  const start = section.indexOf('| Hook | Side | Combined |');
  const table = section.slice(start, section.indexOf('\n\n', start));
  const rows = [...table.matchAll(/^\| `(\w+)` \| ([a-z, ]+) \| (\w+) \|/gm)];
  return rows.flatMap(([, hook, sides, combined]) =>
    (sides ?? '').split(', ').map((side) => `${side} ${hook} ${combined}`),
  );
}

describe('README "Writing an extension": how hooks combine', () => {
  it('has one row per hook and side, saying what HOST_HOOKS and EMBED_HOOKS do', () => {
    const inCode = Object.entries(SIDES).flatMap(([side, table]) =>
      Object.entries(table).map(([hook, combined]) => `${side} ${hook} ${combined}`),
    );
    expect(documented().sort()).toEqual(inCode.sort());
  });
});
