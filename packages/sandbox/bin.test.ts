import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { copyFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSandbox } from './build.mjs';

const PACKAGE = import.meta.dirname;
const ROOT = join(PACKAGE, '../..');
const { bin } = JSON.parse(readFileSync(join(PACKAGE, 'package.json'), 'utf8')) as {
  bin: Record<string, string>;
};
const BIN = join(PACKAGE, bin['svc-embed-sandbox'] ?? 'missing');
const USAGE = 'Usage: svc-embed-sandbox';

const isExecutable = (path: string) => (statSync(path).mode & 0o111) === 0o111;

describe('the svc-embed-sandbox bin', () => {
  it('is committed executable: a fresh clone gets it so, and no build rewrites it', () => {
    const staged = execFileSync('git', ['ls-files', '--stage', '--', BIN], { cwd: ROOT, encoding: 'utf8' });
    expect(staged.split(' ')[0]).toBe('100755');
    expect(isExecutable(BIN)).toBe(true);
  });

  it('runs by itself after a build, and as `npx svc-embed-sandbox` from the root', {
    timeout: 60_000,
  }, async () => {
    await buildSandbox({ logLevel: 'silent' });
    expect(isExecutable(BIN)).toBe(true);
    const direct = spawnSync(BIN, ['--help'], { encoding: 'utf8' });
    expect(direct.stderr).toBe('');
    expect(direct.status).toBe(0);
    expect(direct.stdout).toContain(USAGE);
    // `--no`: never fetch a package of that name from the registry when the workspace's link is missing.
    const npx = spawnSync('npx', ['--no', '--', 'svc-embed-sandbox', '--help'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(npx.status, npx.stderr).toBe(0);
    expect(npx.stdout).toContain(USAGE);
  });

  it('says to build first when dist/ is missing', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'svc-sandbox-unbuilt-'));
    try {
      await copyFile(BIN, join(dir, 'svc-embed-sandbox.js'));
      const run = spawnSync(process.execPath, [join(dir, 'svc-embed-sandbox.js'), '--help'], {
        encoding: 'utf8',
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('npm run build -w @svc/embed-sandbox');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('serves surfaces that carry no zod (the server does: the check finds it)', {
    timeout: 60_000,
  }, async () => {
    const dir = await mkdtemp(join(tmpdir(), 'svc-sandbox-build-'));
    try {
      await buildSandbox({ outdir: dir, logLevel: 'silent' });
      const zod = '$ZodType';
      expect(await readFile(join(dir, 'bin.js'), 'utf8')).toContain(zod);
      expect(await readFile(join(dir, 'assets/surface.js'), 'utf8')).not.toContain(zod);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
