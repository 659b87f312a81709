// Script-tag builds (dist/browser, shipped): for pages with no bundler and no import map.
// - host.js, embed.js, element.js: one self-contained minified ES module per browser entry (zod inside,
//   no bare imports), for <script type="module">;
// - svc-embed.min.js: one minified IIFE that sets the global `SvcEmbed`, for a classic <script>;
// - sri.json: the sha384 integrity value of each file, for <script integrity="..." crossorigin>;
// - ../bin/svc-embed-sri.js: the package's bin, which prints those tags for the installed version.
// No source maps, as for the npm entries (tsup.config.ts): the sources they would point at do not ship.
import { createHash } from 'node:crypto';
import { chmod, copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { build } from 'esbuild';

export const BROWSER_DIR = 'dist/browser';
export const SRI_BIN = 'dist/bin/svc-embed-sri.js';
export const SCRIPT_TAG_FILES = [
  { file: 'host.js', entry: 'src/host/index.ts', format: 'esm' },
  { file: 'embed.js', entry: 'src/embed/index.ts', format: 'esm' },
  { file: 'element.js', entry: 'src/element/index.ts', format: 'esm' },
  { file: 'svc-embed.min.js', entry: 'src/script-tag/global.ts', format: 'iife', globalName: 'SvcEmbed' },
];

export async function buildBrowser() {
  await mkdir(BROWSER_DIR, { recursive: true });
  await Promise.all(
    SCRIPT_TAG_FILES.map(({ file, entry, format, globalName }) =>
      build({
        entryPoints: [entry],
        outfile: `${BROWSER_DIR}/${file}`,
        bundle: true,
        minify: true,
        platform: 'browser',
        target: 'es2022',
        format,
        globalName,
        legalComments: 'none',
      }),
    ),
  );
  const integrity = {};
  for (const { file } of SCRIPT_TAG_FILES) {
    const digest = createHash('sha384')
      .update(await readFile(`${BROWSER_DIR}/${file}`))
      .digest('base64');
    integrity[file] = `sha384-${digest}`;
  }
  await writeFile(`${BROWSER_DIR}/sri.json`, `${JSON.stringify(integrity, null, 2)}\n`);
  await mkdir('dist/bin', { recursive: true });
  await copyFile('scripts/svc-embed-sri.mjs', SRI_BIN);
  await chmod(SRI_BIN, 0o755);
  return integrity;
}

if (import.meta.url === `file://${process.argv[1]}`) await buildBrowser();
