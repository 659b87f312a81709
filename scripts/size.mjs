// Gzip size of every public entry bundled with all its dependencies, the way a host app would ship it:
// esbuild --bundle --minify (ESM, browser), then gzip level 9.
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { ENTRIES } from './entries.mjs';

export async function measure({ file }) {
  const result = await build({
    entryPoints: [file],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
  });
  const code = result.outputFiles[0].contents;
  return { minified: code.byteLength, gzip: gzipSync(code, { level: 9 }).byteLength };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log('command: npm run size (esbuild --bundle --minify --format=esm, then gzip -9)');
  console.log('| entry | minified | gzip -9 |\n|---|---|---|');
  for (const entry of ENTRIES) {
    const { minified, gzip } = await measure(entry);
    console.log(`| ${entry.name} | ${kb(minified)} | ${kb(gzip)} |`);
  }
}
