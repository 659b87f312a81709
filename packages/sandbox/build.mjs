// Builds @svc/embed-sandbox into dist/ (`npm run build -w @svc/embed-sandbox`; the root build runs it
// too): the server that bin/svc-embed-sandbox.js starts, and the surfaces' assets it serves at /assets/.
// The library is bundled in, from its public entries. No source maps, as these files ship; the server
// minified with its names kept, so stack traces still name functions.
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));

/** `outdir` defaults to this package's dist/; `logLevel: 'silent'` for callers that print esbuild's errors. */
export async function buildSandbox({ outdir = here('dist'), logLevel = 'warning' } = {}) {
  const shared = { bundle: true, minify: true, logLevel };
  await Promise.all([
    build({
      ...shared,
      entryPoints: [here('server/bin.ts')],
      outfile: `${outdir}/bin.js`,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      keepNames: true,
    }),
    build({
      ...shared,
      entryPoints: [here('surfaces/main.ts')],
      outfile: `${outdir}/assets/surface.js`,
      platform: 'browser',
      format: 'esm',
      target: 'es2022',
    }),
    build({
      ...shared,
      entryPoints: [here('surfaces/surface.css')],
      outfile: `${outdir}/assets/surface.css`,
    }),
  ]);
}

if (import.meta.url === `file://${process.argv[1]}`) await buildSandbox();
