// `npm start`'s build: the same as `npm run build`, but its output is shown only when it fails, so a
// newcomer sees the demo's addresses and not a hundred lines of bundler chatter.
import { spawnSync } from 'node:child_process';
import { buildBrowser } from './build-browser.mjs';
import { buildDemo } from './build-demo.mjs';
import { markClientEntries } from './use-client.mjs';

function fail(step, output) {
  process.stderr.write(`${output.trim()}\n\nthe build failed (${step}); the output above says why\n`);
  process.exit(1);
}

console.log(
  'building the library and the demo (about half a minute; a few minutes on a slow or busy machine)...',
);
const tsup = spawnSync(process.execPath, ['node_modules/tsup/dist/cli-default.js'], { encoding: 'utf8' });
if (tsup.status !== 0) fail('tsup', `${tsup.stdout ?? ''}${tsup.stderr ?? ''}${tsup.error?.message ?? ''}`);
try {
  await markClientEntries();
  await buildBrowser();
  await buildDemo({ logLevel: 'silent' });
} catch (error) {
  fail('esbuild', error instanceof Error ? error.message : String(error));
}
