// Runs `npm ci` when node_modules is missing or older than package-lock.json, so that `npm start`
// and `npm test` work on a fresh clone. Dependency-free on purpose: it runs before anything is installed.
import { spawnSync } from 'node:child_process';
import { lstatSync, statSync } from 'node:fs';

/** npm writes node_modules/.package-lock.json at the end of every install: its time is the install's. */
function modifiedAt(path) {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return undefined;
  }
}

const installedAt = modifiedAt('node_modules/.package-lock.json');
const lockedAt = modifiedAt('package-lock.json');
const reason =
  installedAt === undefined
    ? 'node_modules is missing'
    : lockedAt !== undefined && lockedAt > installedAt
      ? 'package-lock.json is newer than node_modules'
      : undefined;

// A node_modules linked from another checkout (a git worktree, a test's copy of the project) is that
// checkout's install: `npm ci` here would empty it for both.
const linked = installedAt !== undefined && lstatSync('node_modules').isSymbolicLink();
if (reason && linked) {
  console.log(
    `${reason}, but node_modules is a link to another checkout's install: not reinstalling through it`,
  );
} else if (reason) {
  console.log(`${reason}: running npm ci once (about a minute; a few minutes on a slow or busy machine)`);
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], {
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) {
    console.error(
      `npm ci failed (exit ${result.status ?? result.signal}); fix the error above and run it again`,
    );
    process.exit(1);
  }
}
