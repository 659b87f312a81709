// What `npm pack` of the library would publish: a LICENSE, only the library and its one bin,
// svc-embed-sri, executable and printing the integrity values of sri.json (no sandbox: that is
// the @svc/embed-sandbox package, checked by check-sandbox-package.mjs), no tests, no source maps (the
// sources they point at do not ship), no doc comment citing files that do not ship, and an unpacked
// size under budget. Run after `npm run build`.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const KB = 1024;
/**
 * Issue 20: the library alone, at most 700,000 bytes unpacked (687,182 then). The testing entry of
 * issue 22 (ESM, CJS and types: 19 KB) is on top of that; the README's sections for contributors
 * moved to CONTRIBUTING.md (not in the tarball), and the extension details it repeated from
 * PROTOCOL.md went, which brought it back to about 705,000. Issue 23's pre-rendered embeds (ESM, CJS,
 * dist/browser/host.js, types and a README section) brought it to 732,162; syncRoute, lazyLoad,
 * keep-alive in the wrappers and preconnect, each in ESM, CJS, types and up to four script-tag builds,
 * to about 800,000. Issues 28 and 30 brought it to 886,529: the README by 10.8 KB (keep-alive owners and
 * sign-out, the SRI tag and import map, ports, typed mints, the surface types, the layer's stacking), the
 * new code (focus guard, paint context, owners, openAt, reach probe, redaction of key runs, option
 * copies) in ESM, CJS and up to four script-tag builds, their types (the options as unions by
 * surface), and the svc-embed-sri bin. Issues 29 and 31 brought it to 968,460: the transport (window
 * and port, the race of pings, the switch), the hook table and isolated calls, the one codec, the
 * viewport() pair and the controller split into modules under 250 lines, each in ESM, CJS and up to
 * four script-tag builds, with their types, and the README's sections on them. Today's figure is
 * printed on every run.
 */
const UNPACKED_BUDGET = 990_000;
const UNSHIPPED_REFERENCES = ['design.md', 'spec/', 'session-api-facts'];

const [pack] = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json'], { encoding: 'utf8' }));
const paths = pack.files.map((file) => file.path);
const problems = [];
if (!paths.includes('LICENSE')) problems.push('no LICENSE file');
const manifest = JSON.parse(readFileSync('package.json', 'utf8'));
const SRI_BIN = ['svc-embed-sri', 'dist/bin/svc-embed-sri.js'];
const bins = Object.entries(manifest.bin ?? {}).map(([name, path]) => [name, path.replace(/^\.\//, '')]);
if (JSON.stringify(bins) !== JSON.stringify([SRI_BIN]))
  problems.push(
    `package.json's bin must be exactly ${SRI_BIN.join(' -> ')} (the sandbox has its own package)`,
  );
const sriBin = pack.files.find((file) => file.path === SRI_BIN[1]);
if (sriBin === undefined) problems.push(`the bin ${SRI_BIN[1]} is not in the tarball`);
else if ((sriBin.mode & 0o111) !== 0o111) problems.push(`the bin ${SRI_BIN[1]} is not executable`);
for (const path of paths) {
  if (path.startsWith('dist/sandbox/')) problems.push(`sandbox file: ${path}`);
  if (path.endsWith('.map')) problems.push(`source map: ${path}`);
  if (/\.(test|spec)\.|test-support|e2e\//.test(path)) problems.push(`test file: ${path}`);
  if (!/\.(js|cjs|ts|cts)$/.test(path)) continue;
  const text = readFileSync(path, 'utf8');
  for (const reference of UNSHIPPED_REFERENCES) {
    if (text.includes(reference)) problems.push(`${path} cites ${reference}`);
  }
}
// Script-tag ES modules load by URL in a page with no import map: a bare specifier would not resolve.
for (const path of paths.filter((path) => /^dist\/browser\/.*\.js$/.test(path))) {
  const bare = /(?:\bfrom|\bimport)\s*\(?\s*["'](?![./])([^"']+)["']/.exec(readFileSync(path, 'utf8'));
  if (bare) problems.push(`${path} imports the bare specifier ${bare[1]}`);
}
if (!paths.includes('dist/browser/sri.json')) problems.push('no dist/browser/sri.json');
else {
  // `--no`: a missing bin link must fail here, not fetch a package of that name from the registry.
  const printed = spawnSync('npx', ['--no', '--', SRI_BIN[0]], { encoding: 'utf8' });
  const integrity = Object.values(JSON.parse(readFileSync('dist/browser/sri.json', 'utf8')));
  const version = `${manifest.name}@${manifest.version}/`;
  if (printed.status !== 0 || !integrity.every((value) => printed.stdout.includes(`"${value}"`)))
    problems.push(
      `npx ${SRI_BIN[0]} exited ${printed.status} without every value of sri.json: ${printed.stderr}`,
    );
  else if (!printed.stdout.includes(version)) problems.push(`npx ${SRI_BIN[0]} does not name ${version}`);
}
if (pack.unpackedSize > UNPACKED_BUDGET)
  problems.push(`unpacked ${pack.unpackedSize} B > ${UNPACKED_BUDGET} B`);

console.log(
  `tarball: ${pack.entryCount} files, ${kb(pack.size)} packed, ${pack.unpackedSize} B unpacked (budget ${UNPACKED_BUDGET} B)`,
);
for (const problem of problems) console.error(`FAIL ${problem}`);
process.exitCode = problems.length > 0 ? 1 : 0;

function kb(bytes) {
  return `${(bytes / KB).toFixed(1)} KB`;
}
