// Writes src/protocol/generated/validators.ts from the zod schemas (`npm run generate`). The schemas are
// TypeScript, so esbuild bundles the generator first (zod stays external, read from node_modules).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url);
// Inside the project, so that the bundle resolves zod from node_modules.
const cache = new URL('node_modules/.cache/', root).pathname;
mkdirSync(cache, { recursive: true });
const dir = mkdtempSync(join(cache, 'generate-validators-'));
try {
  const bundle = join(dir, 'protocol.mjs');
  await build({
    entryPoints: [new URL('generate-validators/protocol.ts', import.meta.url).pathname],
    bundle: true,
    format: 'esm',
    platform: 'node',
    packages: 'external',
    outfile: bundle,
    logLevel: 'error',
  });
  const { generateProtocolValidators, PROTOCOL_VALIDATORS_FILE } = await import(pathToFileURL(bundle).href);
  const target = new URL(PROTOCOL_VALIDATORS_FILE, root);
  writeFileSync(target, generateProtocolValidators());
  console.log(`wrote ${PROTOCOL_VALIDATORS_FILE}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
