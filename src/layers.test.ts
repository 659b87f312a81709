import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = import.meta.dirname;

/** Every `.ts` file under `folder` (inside `src/`), as a path relative to `src/`. */
function filesOf(folder: string): string[] {
  return readdirSync(join(SRC, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => join(folder, file));
}

/** The relative module specifiers a file imports or re-exports (packages are not layers). */
function relativeImports(file: string): string[] {
  const text = readFileSync(join(SRC, file), 'utf8');
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']*)'/g)].map(
    ([, specifier]) => specifier,
  );
  return specifiers.map((specifier) => relative(SRC, join(SRC, file, '..', specifier as string)));
}

const isTest = (file: string) => file.endsWith('.test.ts');

const within =
  (...prefixes: string[]) =>
  (target: string): boolean =>
    prefixes.some((prefix) => (prefix.endsWith('/') ? target.startsWith(prefix) : target === prefix));

/**
 * Which modules each layer may import (paths relative to `src/`; `x/` is the folder, `x` its entry).
 * `internal/` is the leaf; `protocol/` holds the wire format; host and embed sit on both; the
 * lifecycle reaches the host only through its entry, the wrappers the host and the lifecycle only
 * through theirs. The sandbox package (packages/sandbox) has its own check, public-entries.test.ts.
 */
const LAYERS: [folder: string, allowed: (target: string) => boolean][] = [
  ['internal', within('internal/', 'protocol/')],
  ['protocol', within('protocol/', 'internal/', 'envelope')],
  ['host', within('host/', 'internal/', 'protocol/', 'envelope', 'session')],
  ['embed', within('embed/', 'internal/', 'protocol/', 'envelope', 'session')],
  ['server', within('server/', 'internal/', 'protocol/')],
  ['lifecycle', within('lifecycle/', 'host')],
  ...(['react', 'vue', 'element'] as const).map((wrapper): [string, (target: string) => boolean] => [
    wrapper,
    within(`${wrapper}/`, 'host', 'lifecycle'),
  ]),
  ['script-tag', within('host', 'element/define')],
];

describe('layers point one way', () => {
  it.each(LAYERS)('%s imports only what its layer may', (folder, allowed) => {
    // Tests may reach across layers (they drive what they test from outside); shipped code may not.
    const crossings = filesOf(folder)
      .filter((file) => !isTest(file))
      .flatMap((file) =>
        relativeImports(file)
          .filter((target) => !allowed(target))
          .map((target) => `${file} -> ${target}`),
      );
    expect(crossings).toEqual([]);
  });

  it('finds the imports it checks', () => {
    expect(relativeImports('lifecycle/embed-lifecycle.ts')).toContain('host');
    expect(relativeImports('script-tag/global.ts')).toContain('element/define');
    expect(relativeImports('react/use-embed.ts')).toEqual(expect.arrayContaining(['host', 'lifecycle']));
  });
});
