// Builds what the bench adds to the demo (scripts/build-demo.mjs) into .demo/bench/: its host pages
// (served at /pages/bench-<name>) and its tenant fixtures (served at /fixtures/<name>).

import { copyFile, mkdir, readdir } from 'node:fs/promises';
import { build } from 'esbuild';

export const BENCH_DIRS = {
  pages: '.demo/bench/pages',
  fixtures: '.demo/bench/fixtures',
};

// As the demo's browser bundles: what a host or embed would ship.
const browser = { bundle: true, platform: 'browser', target: 'es2022', minify: true, sourcemap: true };

export async function buildBench() {
  await Promise.all([
    mkdir(BENCH_DIRS.pages, { recursive: true }),
    mkdir(BENCH_DIRS.fixtures, { recursive: true }),
  ]);
  const pages = (await readdir('bench/pages')).filter((file) => file.endsWith('.page.ts'));
  const fixtures = await readdir('bench/fixtures');
  await Promise.all([
    // Served at /pages/bench-<name> by the host page server.
    ...pages.map((file) =>
      build({
        ...browser,
        format: 'esm',
        entryPoints: [`bench/pages/${file}`],
        outfile: `${BENCH_DIRS.pages}/bench-${file.replace(/\.page\.ts$/, '.js')}`,
      }),
    ),
    // Classic scripts under the tenant's `script-src 'self'`: the HTML loads them by relative name.
    ...fixtures
      .filter((file) => file.endsWith('.ts'))
      .map((file) =>
        build({
          ...browser,
          format: 'iife',
          entryPoints: [`bench/fixtures/${file}`],
          outfile: `${BENCH_DIRS.fixtures}/${file.replace(/\.ts$/, '.js')}`,
        }),
      ),
    ...fixtures
      .filter((file) => file.endsWith('.html'))
      .map((file) => copyFile(`bench/fixtures/${file}`, `${BENCH_DIRS.fixtures}/${file}`)),
  ]);
}
