import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { main } from './cli';

// Built to dist/sandbox/bin.js, next to the surfaces' dist/sandbox/assets/.
const assets = fileURLToPath(new URL('./assets/', import.meta.url));

main(process.argv.slice(2), { defaultAssetsDir: existsSync(assets) ? assets : undefined }).then((code) => {
  process.exitCode = code;
});
