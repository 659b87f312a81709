import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const PACKAGE = import.meta.dirname;
const LIBRARY = join(PACKAGE, '../..');

/** `@svc/embed`, `@svc/embed/host`, ...: the names of the library's package.json `exports`. */
const PUBLIC_ENTRIES = Object.keys(
  (JSON.parse(readFileSync(join(LIBRARY, 'package.json'), 'utf8')) as { exports: Record<string, unknown> })
    .exports,
)
  .filter((subpath) => subpath !== './package.json')
  .map((subpath) => `@svc/embed${subpath.slice(1)}`);

/** Every source file of the package, tests included, relative to it. */
const SOURCES = readdirSync(PACKAGE, { recursive: true, encoding: 'utf8' }).filter(
  (file) => /\.(ts|mjs|js)$/.test(file) && !/^(dist|node_modules)\//.test(file),
);

function specifiers(file: string): string[] {
  const text = readFileSync(join(PACKAGE, file), 'utf8');
  return [...text.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map(([, specifier]) => specifier as string);
}

/** What a specifier may not reach: a file outside the package, or the library other than by an entry. */
function crossing(file: string, specifier: string): boolean {
  if (specifier.startsWith('.'))
    return relative(PACKAGE, join(PACKAGE, file, '..', specifier)).startsWith('..');
  const library = specifier === '@svc/embed' || specifier.startsWith('@svc/embed/');
  return library && !PUBLIC_ENTRIES.includes(specifier);
}

describe('the sandbox package', () => {
  it('reaches the library only through its public entries, and nothing else outside itself', () => {
    const crossings = SOURCES.flatMap((file) =>
      specifiers(file)
        .filter((specifier) => crossing(file, specifier))
        .map((specifier) => `${file} -> ${specifier}`),
    );
    expect(crossings).toEqual([]);
  });

  it('finds the imports it checks', () => {
    expect(SOURCES).toContain('server/router.ts');
    expect(specifiers('server/router.ts')).toContain('@svc/embed/server');
    expect(specifiers('surfaces/surface-runtime.ts')).toContain('@svc/embed/embed');
    expect(crossing('server/router.ts', '../../src/protocol/values')).toBe(true);
    expect(crossing('server/router.ts', '@svc/embed/protocol/values')).toBe(true);
    expect(crossing('server/router.ts', '../session-timing')).toBe(false);
  });
});
