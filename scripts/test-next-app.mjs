// Builds examples/next-app (Next.js App Router) against the packed library, as a user would get it:
// `npm pack` of the built package, installed into the app with `npm install <tarball>` (no save), then
// `next build`, which prerenders `/` (a server page rendering SvcEmbed from '@svc/embed/react').
// Run after `npm run build`. The app's node_modules is reinstalled only when its lockfile changes, and
// `.next/cache` stays between runs. No network but the npm registry: no telemetry, no web fonts.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const APP = 'examples/next-app';
const INSTALLED_MARK = join(APP, 'node_modules/.installed-lock-hash');
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const npm = (args, cwd = '.') => execFileSync('npm', args, { cwd, env, encoding: 'utf8', stdio: 'pipe' });

const started = performance.now();
const lockHash = createHash('sha256')
  .update(readFileSync(join(APP, 'package-lock.json')))
  .digest('hex');
if (!existsSync(INSTALLED_MARK) || readFileSync(INSTALLED_MARK, 'utf8') !== lockHash) {
  // `npm install`, not `npm ci`: the lockfile keeps only the platform packages this registry serves.
  npm(['install', '--no-audit', '--no-fund'], APP);
  writeFileSync(INSTALLED_MARK, lockHash);
}

const packDir = mkdtempSync(join(tmpdir(), 'svc-embed-pack-'));
try {
  const [{ filename }] = JSON.parse(npm(['pack', '--json', '--pack-destination', packDir]));
  npm(['install', '--no-save', '--no-audit', '--no-fund', join(packDir, filename)], APP);
} finally {
  rmSync(packDir, { recursive: true, force: true });
}

rmSync(join(APP, '.next/server'), { recursive: true, force: true });
const build = spawnSync('npx', ['next', 'build'], { cwd: APP, env, encoding: 'utf8' });
const output = `${build.stdout}\n${build.stderr}`;
const problems = [];
if (build.status !== 0) problems.push(`next build exited with ${build.status}`);
if (/Error occurred prerendering/i.test(output)) problems.push('a page failed to prerender');
if (!/[○●]\s+\/\s/.test(output)) problems.push('the route / is not listed as prerendered');
if (!/ƒ\s+\/api\/embed-session/.test(output))
  problems.push('the route handler /api/embed-session is missing');
if (!existsSync(join(APP, '.next/server/app/index.html')))
  problems.push('no prerendered .next/server/app/index.html');

const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (problems.length > 0) {
  console.error(output);
  for (const problem of problems) console.error(`FAIL examples/next-app: ${problem}`);
  process.exitCode = 1;
} else {
  console.log(
    `ok examples/next-app: next build prerendered / with @svc/embed from the packed tarball (${seconds} s)`,
  );
}
