// Builds what the library build (tsup) does not: the sandbox bin and its surface assets (dist/sandbox,
// shipped), and the example host page with the demo launcher (.demo, not shipped).
import { cp, mkdir, readdir } from 'node:fs/promises';
import { build } from 'esbuild';

const node = { bundle: true, platform: 'node', format: 'esm', target: 'node20', sourcemap: true };
const browser = {
  bundle: true,
  platform: 'browser',
  format: 'esm',
  target: 'es2022',
  minify: true,
  sourcemap: true,
};

export async function buildDemo() {
  await mkdir('dist/sandbox/assets', { recursive: true });
  await mkdir('.demo/host-page/assets', { recursive: true });
  await Promise.all([
    build({
      ...node,
      entryPoints: ['sandbox/server/bin.ts'],
      outfile: 'dist/sandbox/bin.js',
      banner: { js: '#!/usr/bin/env node' },
    }),
    build({
      ...browser,
      entryPoints: ['sandbox/surfaces/main.ts'],
      outfile: 'dist/sandbox/assets/surface.js',
    }),
    build({
      entryPoints: ['sandbox/surfaces/surface.css'],
      bundle: true,
      minify: true,
      outfile: 'dist/sandbox/assets/surface.css',
    }),
    build({
      ...browser,
      entryPoints: ['examples/host-page/page/main.ts'],
      outfile: '.demo/host-page/assets/host-page.js',
    }),
    cp('examples/host-page/page/host-page.css', '.demo/host-page/assets/host-page.css'),
    build({ ...node, entryPoints: ['examples/demo.ts'], outfile: '.demo/demo.js' }),
    build({ ...node, entryPoints: ['examples/start-demo.ts'], outfile: '.demo/start-demo.js' }),
    buildWrapperPages(),
  ]);
}

/** e2e/pages/<name>.page.ts(x): pages of the wrapper browser tests, served at /pages/<name>. */
async function buildWrapperPages() {
  const files = (await readdir('e2e/pages').catch(() => [])).filter((file) => /\.page\.tsx?$/.test(file));
  await Promise.all(
    files.map((file) =>
      build({
        ...browser,
        entryPoints: [`e2e/pages/${file}`],
        outfile: `.demo/pages/${file.replace(/\.page\.tsx?$/, '.js')}`,
      }),
    ),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await buildDemo();
