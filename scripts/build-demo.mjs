// Builds what the library build (tsup) does not: the sandbox package (packages/sandbox/dist: its bin
// and the surfaces' assets), and the example host page with the demo launcher (.demo, not shipped).
import { cp, mkdir, readdir } from 'node:fs/promises';
import { build } from 'esbuild';
import { buildSandbox } from '../packages/sandbox/build.mjs';

const nodeBuild = { bundle: true, platform: 'node', format: 'esm', target: 'node20', sourcemap: true };
const browserBuild = {
  bundle: true,
  platform: 'browser',
  format: 'esm',
  target: 'es2022',
  minify: true,
  sourcemap: true,
};

/** `logLevel: 'silent'` for `npm start`, which prints esbuild's errors itself (from the thrown error). */
export async function buildDemo({ logLevel = 'warning' } = {}) {
  const node = { ...nodeBuild, logLevel };
  const browser = { ...browserBuild, logLevel };
  await mkdir('.demo/host-page/assets', { recursive: true });
  await Promise.all([
    buildSandbox({ logLevel }),
    build({
      ...browser,
      entryPoints: ['examples/host-page/page/main.ts'],
      outfile: '.demo/host-page/assets/host-page.js',
    }),
    build({
      entryPoints: ['examples/host-page/page/host-page.css'],
      logLevel,
      bundle: true,
      minify: true,
      outfile: '.demo/host-page/assets/host-page.css',
    }),
    cp('examples/host-page/page/favicon.svg', '.demo/host-page/assets/favicon.svg'),
    build({ ...node, entryPoints: ['examples/demo.ts'], outfile: '.demo/demo.js' }),
    build({ ...node, entryPoints: ['examples/start-demo.ts'], outfile: '.demo/start-demo.js' }),
    buildWrapperPages(browser),
  ]);
}

/** e2e/pages/<name>.page.ts(x): pages of the wrapper browser tests, served at /pages/<name>. */
async function buildWrapperPages(browser) {
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
