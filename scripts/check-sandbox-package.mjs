// What `npm pack` of @svc/embed-sandbox (packages/sandbox) would publish: its LICENSE, its README, its bin, executable,
// and its built dist (the server and the surfaces' assets), nothing else (no sources, tests or maps).
// Then the bin as the README runs it: `npx svc-embed-sandbox --help` from the root. Run after `npm run build`.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const WORKSPACE = '@svc/embed-sandbox';
const BIN_NAME = 'svc-embed-sandbox';
const EXPECTED = [
  'LICENSE',
  'README.md',
  'package.json',
  'dist/bin.js',
  'dist/assets/surface.js',
  'dist/assets/surface.css',
];

const { bin } = JSON.parse(readFileSync('packages/sandbox/package.json', 'utf8'));
const binPath = bin?.[BIN_NAME]?.replace(/^\.\//, '');
const [pack] = JSON.parse(
  execFileSync('npm', ['pack', '-w', WORKSPACE, '--dry-run', '--json'], { encoding: 'utf8' }),
);
const files = new Map(pack.files.map((file) => [file.path, file]));
const problems = [];

if (binPath === undefined) problems.push(`package.json has no bin ${BIN_NAME}`);
else if (!files.has(binPath)) problems.push(`the bin ${binPath} is not in the tarball`);
else if ((files.get(binPath).mode & 0o111) !== 0o111) problems.push(`the bin ${binPath} is not executable`);
for (const path of EXPECTED) if (!files.has(path)) problems.push(`missing ${path}`);
for (const path of files.keys()) {
  if (path !== binPath && !EXPECTED.includes(path)) problems.push(`unexpected file: ${path}`);
}

// `--no`: a missing workspace link must fail here, not fetch a package of that name from the registry.
const help = spawnSync('npx', ['--no', '--', BIN_NAME, '--help'], { encoding: 'utf8' });
if (help.status !== 0 || !help.stdout.includes(`Usage: ${BIN_NAME}`) || !help.stdout.includes('Surfaces')) {
  problems.push(`npx ${BIN_NAME} --help exited ${help.status}: ${(help.stderr || help.stdout).trim()}`);
}

console.log(
  `${WORKSPACE} tarball: ${pack.entryCount} files, ${pack.size} B packed, ${pack.unpackedSize} B unpacked; npx ${BIN_NAME} --help ${help.status === 0 ? 'ok' : 'failed'}`,
);
for (const problem of problems) console.error(`FAIL ${problem}`);
process.exitCode = problems.length > 0 ? 1 : 0;
