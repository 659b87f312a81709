// Gzip size of every public entry bundled with all its dependencies, the way a host app would ship it:
// esbuild --bundle --minify (ESM, browser), then gzip level 9. React, React DOM and Vue stay external:
// they are the app's, not ours. `--check` fails when an entry is over its budget.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { ENTRIES } from './entries.mjs';

const KB = 1024;
const PEERS = Object.keys(
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).peerDependencies ?? {},
);
const FRAMEWORKS = [...PEERS, 'react-dom', 'react/jsx-runtime'];

/** Budgets in bytes of gzip; wrappers are budgeted on what they add beyond the host entry. */
const BUDGETS = new Map([
  ['@svc/embed', { limit: 9 * KB }],
  ['@svc/embed/host', { limit: 12 * KB }],
  ['@svc/embed/embed', { limit: 12 * KB }],
  ['@svc/embed/server', { limit: 12 * KB }],
  ['@svc/embed/react', { limit: 1.5 * KB, beyond: '@svc/embed/host' }],
  ['@svc/embed/vue', { limit: 1.5 * KB, beyond: '@svc/embed/host' }],
  ['@svc/embed/element', { limit: 1.5 * KB, beyond: '@svc/embed/host' }],
]);

export async function measure({ file }) {
  const result = await build({
    entryPoints: [file],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    external: FRAMEWORKS,
    write: false,
  });
  const code = result.outputFiles[0].contents;
  return { minified: code.byteLength, gzip: gzipSync(code, { level: 9 }).byteLength };
}

export async function measureAll() {
  const sizes = new Map();
  for (const entry of ENTRIES) sizes.set(entry.name, await measure(entry));
  return ENTRIES.map(({ name }) => {
    const { minified, gzip } = sizes.get(name);
    const budget = BUDGETS.get(name);
    const counted = budget?.beyond ? gzip - sizes.get(budget.beyond).gzip : gzip;
    return { name, minified, gzip, counted, budget };
  });
}

export const kb = (bytes) => `${(bytes / KB).toFixed(2)} KB`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const check = process.argv.includes('--check');
  const rows = await measureAll();
  console.log('command: npm run size (esbuild --bundle --minify --format=esm, then gzip -9)');
  console.log('| entry | minified | gzip -9 | budget | ok |\n|---|---|---|---|---|');
  let over = 0;
  for (const { name, minified, gzip, counted, budget } of rows) {
    const ok = !budget || counted <= budget.limit;
    if (!ok) over += 1;
    const shown = budget?.beyond ? `${kb(gzip)} (+${kb(counted)} beyond host)` : kb(gzip);
    const limit = budget ? `${budget.beyond ? '+' : ''}${kb(budget.limit)}` : 'none';
    console.log(`| ${name} | ${kb(minified)} | ${shown} | ${limit} | ${ok ? 'yes' : 'OVER'} |`);
  }
  if (check && over > 0) {
    console.error(`${over} entr${over === 1 ? 'y is' : 'ies are'} over budget`);
    process.exitCode = 1;
  }
}
