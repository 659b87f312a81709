// Loads every built entry in plain Node (no DOM), both as ESM and as CJS, by its public name.
// Importing must not touch `window` and must expose the entry's documented names.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const ENTRIES = {
  '@svc/embed': ['safeParseEvent', 'safeParseAction', 'createEvent', 'createAction', 'EMBED_SOURCE'],
  '@svc/embed/host': ['EmbedController', 'buildEmbedUrl', 'EmbedError'],
  '@svc/embed/embed': ['EmbedEmitter', 'EmbedError'],
  '@svc/embed/server': ['createSessionClient', 'SessionApiError'],
  '@svc/embed/react': ['SvcEmbed', 'useEmbed'],
  '@svc/embed/vue': ['SvcEmbed'],
  '@svc/embed/element': ['defineSvcEmbed'],
};

let failures = 0;
for (const [entry, names] of Object.entries(ENTRIES)) {
  for (const [format, load] of [
    ['esm', () => import(entry)],
    ['cjs', async () => require(entry)],
  ]) {
    try {
      const mod = await load();
      const missing = names.filter((name) => !(name in mod));
      if (missing.length > 0) throw new Error(`missing exports: ${missing.join(', ')}`);
      console.log(`ok ${entry} (${format})`);
    } catch (error) {
      failures += 1;
      console.error(`FAIL ${entry} (${format}): ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
if (typeof globalThis.window !== 'undefined') throw new Error('this check must run without a DOM');
process.exitCode = failures > 0 ? 1 : 0;
