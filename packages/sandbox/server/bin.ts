import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { main } from './cli';

// Built to dist/bin.js (bin/svc-embed-sandbox.js imports it), next to the surfaces' dist/assets/.
const assets = fileURLToPath(new URL('./assets/', import.meta.url));

main(process.argv.slice(2), { defaultAssetsDir: existsSync(assets) ? assets : undefined }).then((code) => {
  process.exitCode = code;
});
