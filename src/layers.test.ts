import { existsSync, readdirSync, readFileSync } from 'node:fs';
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

/** The file a module target names: `host/x` is `host/x.ts`, `host` is `host/index.ts`. */
function fileOf(target: string): string | undefined {
  return [`${target}.ts`, join(target, 'index.ts')].find((file) => existsSync(join(SRC, file)));
}

/** Each import circle among `files`, as `a.ts -> b.ts -> a.ts` (type imports count: a reader follows them too). */
function importCircles(files: string[]): string[] {
  const circles = new Set<string>();
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (file: string) => {
    if (path.includes(file)) {
      circles.add([...path.slice(path.indexOf(file)), file].join(' -> '));
      return;
    }
    if (done.has(file)) return;
    path.push(file);
    for (const target of relativeImports(file)) {
      const next = fileOf(target);
      if (next && files.includes(next)) visit(next);
    }
    path.pop();
    done.add(file);
  };
  for (const file of files) visit(file);
  return [...circles];
}

const within =
  (...prefixes: string[]) =>
  (target: string): boolean =>
    prefixes.some((prefix) => (prefix.endsWith('/') ? target.startsWith(prefix) : target === prefix));

interface Layer {
  /** As the table names it: `host/`, or `envelope.ts, session.ts, index.ts`. */
  name: string;
  /** Its shipped files, relative to `src/`. */
  files: string[];
  allowed: (target: string) => boolean;
}

const backticked = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map(([, token]) => token as string);

/**
 * The layers as ARCHITECTURE.md's table "Folders and what each may import" states them, so the
 * table is the rule itself. A layer may import its own members besides what its row lists ("x/"
 * a folder, "x" a module or a folder's entry); "their own folder" makes each folder of the row a
 * layer; "anything" is not checked.
 */
function layersOfArchitectureTable(): Layer[] {
  const doc = readFileSync(join(SRC, '../ARCHITECTURE.md'), 'utf8');
  const section = doc.split('## Folders and what each may import')[1]?.split('\n## ')[0] ?? '';
  const rows = section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => line.split(' | '));
  return rows.flatMap(([members = '', , mayImport = '']): Layer[] => {
    if (mayImport.startsWith('anything')) return [];
    const names = backticked(members);
    const layer = (own: string[]): Layer => ({
      name: own.join(', '),
      files: own.flatMap((name) => (name.endsWith('/') ? filesOf(name) : [name])),
      allowed: within(...own.map((name) => name.replace(/\.ts$/, '')), ...backticked(mayImport)),
    });
    return mayImport.startsWith('their own folder') ? names.map((name) => layer([name])) : [layer(names)];
  });
}

// The sandbox package (packages/sandbox) has its own check of what it imports: public-entries.test.ts.
const LAYERS = layersOfArchitectureTable();

describe('layers point one way', () => {
  it.each(LAYERS.map((layer) => [layer.name, layer] as const))(
    '%s imports only what its layer may',
    (_name, layer) => {
      // Tests may reach across layers (they drive what they test from outside); shipped code may not.
      const crossings = layer.files
        .filter((file) => !isTest(file))
        .flatMap((file) =>
          relativeImports(file)
            .filter((target) => !layer.allowed(target))
            .map((target) => `${file} -> ${target}`),
        );
      expect(crossings).toEqual([]);
    },
  );

  it('reads every layer of the table, and every folder of src/ is in one', () => {
    expect(LAYERS.map((layer) => layer.name)).toEqual([
      'internal/',
      'protocol/',
      'endpoint/',
      'envelope.ts, session.ts, index.ts',
      'host/',
      'extensions/host/',
      'embed/',
      'extensions/embed/',
      'server/',
      'lifecycle/',
      'react/',
      'vue/',
      'element/',
      'script-tag/',
      'testing/',
    ]);
    const listed = LAYERS.flatMap((layer) => layer.name.split(', '));
    // A folder of files is a layer; a folder of folders only (`extensions/`) holds one per folder.
    const layerFolders = (folder: string): string[] => {
      const entries = readdirSync(join(SRC, folder), { withFileTypes: true });
      const inner = entries.filter((entry) => entry.isDirectory());
      return folder && inner.length > 0 && entries.every((entry) => entry.isDirectory())
        ? inner.flatMap((entry) => layerFolders(`${folder}${entry.name}/`))
        : [folder];
    };
    const folders = readdirSync(SRC, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) => layerFolders(`${entry.name}/`));
    // Test helpers live outside src/ (test/support/): src/ holds only what ships and its tests.
    expect(folders.filter((folder) => !listed.includes(folder))).toEqual([]);
  });

  it('has no import circle: a module never imports itself through others', () => {
    const shipped = filesOf('.').filter((file) => !isTest(file));
    expect(importCircles(shipped)).toEqual([]);
  });

  it('finds the imports it checks', () => {
    expect(relativeImports('lifecycle/embed-lifecycle.ts')).toContain('host');
    expect(relativeImports('script-tag/global.ts')).toContain('element/define');
    expect(relativeImports('react/use-embed.ts')).toEqual(expect.arrayContaining(['host', 'lifecycle']));
  });
});
