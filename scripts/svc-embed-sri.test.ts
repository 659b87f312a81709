import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The bin as installed: dist/bin/svc-embed-sri.js beside dist/browser/sri.json, under the package's root.
const root = mkdtempSync(join(tmpdir(), 'svc-embed-sri-'));
mkdirSync(join(root, 'dist/bin'), { recursive: true });
mkdirSync(join(root, 'dist/browser'), { recursive: true });
copyFileSync('scripts/svc-embed-sri.mjs', join(root, 'dist/bin/svc-embed-sri.js'));
writeFileSync(
  join(root, 'package.json'),
  JSON.stringify({ name: '@svc/embed', version: '9.8.7', type: 'module' }),
);
const IIFE_HASH = `sha384-${'A'.repeat(64)}`;
const MODULE_HASH = `sha384-${'B'.repeat(64)}`;
writeFileSync(
  join(root, 'dist/browser/sri.json'),
  JSON.stringify({ 'element.js': MODULE_HASH, 'svc-embed.min.js': IIFE_HASH }),
);
afterAll(() => rmSync(root, { recursive: true, force: true }));

function run(...args: string[]) {
  return spawnSync(process.execPath, [join(root, 'dist/bin/svc-embed-sri.js'), ...args], {
    encoding: 'utf8',
  });
}

describe('svc-embed-sri', () => {
  it('prints each build pinned with its own integrity value, for the installed version', () => {
    const { status, stdout } = run();
    expect(status).toBe(0);
    expect(stdout).toContain(
      '<script src="https://cdn.jsdelivr.net/npm/@svc/embed@9.8.7/dist/browser/svc-embed.min.js"\n' +
        `        integrity="${IIFE_HASH}" crossorigin="anonymous"></script>`,
    );
    // The ES modules in an import map: its integrity pins every import of the URL, in WebKit too.
    expect(stdout).toContain(
      '<script type="importmap">\n  {\n    "integrity": {\n' +
        `      "https://cdn.jsdelivr.net/npm/@svc/embed@9.8.7/dist/browser/element.js": "${MODULE_HASH}"\n` +
        '    }\n  }\n</script>',
    );
    expect(stdout).toContain('<!-- dist/browser/element.js: import them by these URLs -->');
  });

  it('prints one build, from another base', () => {
    const { status, stdout } = run('--base', 'https://unpkg.com/@svc/embed@9.8.7', 'svc-embed.min.js');
    expect(status).toBe(0);
    expect(stdout).toContain('src="https://unpkg.com/@svc/embed@9.8.7/dist/browser/svc-embed.min.js"');
    expect(stdout).not.toContain('element.js');
  });

  it.each([
    [['nope.js'], 'no build named nope.js; the builds are element.js, svc-embed.min.js'],
    [['--base'], '--base needs a URL'],
    [['--cdn', 'x'], 'unknown option --cdn'],
    [['element.js', 'svc-embed.min.js'], 'give at most one file'],
  ])('%j exits 2 with one line: %s', (args, message) => {
    const { status, stdout, stderr } = run(...args);
    expect(status).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toBe(`svc-embed-sri: ${message} (see --help)\n`);
  });

  it('--help says what it prints', () => {
    expect(run('--help').stdout).toMatch(/^Usage: svc-embed-sri/);
  });
});
