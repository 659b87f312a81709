#!/usr/bin/env node
// The bin `svc-embed-sri` of @svc/embed (copied to dist/bin/ by build-browser.mjs; no dependencies):
// prints the tags that load the script-tag builds of the installed version, each with its integrity
// value from dist/browser/sri.json, so nobody pastes a placeholder or a hash of another version.
import { readFileSync } from 'node:fs';

const USAGE = `Usage: svc-embed-sri [--base <url>] [<file>]

Prints the tags that pin @svc/embed's script-tag builds of this installed version, loaded from a
CDN, to their integrity values (dist/browser/sri.json): a <script> for the classic build, an
import map for the ES modules.

  <file>         only this build, e.g. svc-embed.min.js or element.js (default: all)
  --base <url>   where the package's files are served (default: https://cdn.jsdelivr.net/npm/@svc/embed@<version>/)
  --help         this text`;

/**
 * The classic script's `<script>` tag, and one import map pinning the ES modules: only an import map's
 * `integrity` pins every `import` of a URL in all engines (WebKit fetches a modulepreload's URL again).
 */
function sriTags(integrity, base, only) {
  const names = Object.keys(integrity).filter((name) => only === undefined || name === only);
  if (only !== undefined && names.length === 0) {
    throw new Error(
      `no build named ${only.slice(0, 40)}; the builds are ${Object.keys(integrity).join(', ')}`,
    );
  }
  const prefix = base.endsWith('/') ? base : `${base}/`;
  const url = (name) => `${prefix}dist/browser/${name}`;
  const classic = names.filter((name) => name.endsWith('.min.js'));
  const modules = names.filter((name) => !name.endsWith('.min.js'));
  const tags = classic.map(
    (name) =>
      `<!-- dist/browser/${name}: window.SvcEmbed -->\n<script src="${url(name)}"\n        integrity="${integrity[name]}" crossorigin="anonymous"></script>`,
  );
  if (modules.length > 0) {
    const entries = modules.map((name) => `      "${url(name)}": "${integrity[name]}"`);
    tags.push(
      `<!-- ${modules.map((name) => `dist/browser/${name}`).join(', ')}: import them by these URLs -->\n` +
        `<script type="importmap">\n  {\n    "integrity": {\n${entries.join(',\n')}\n    }\n  }\n</script>`,
    );
  }
  return tags.join('\n\n');
}

function main(args) {
  const packageJson = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
  const integrity = JSON.parse(readFileSync(new URL('../browser/sri.json', import.meta.url), 'utf8'));
  let base = `https://cdn.jsdelivr.net/npm/${packageJson.name}@${packageJson.version}/`;
  let only;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      return 0;
    }
    if (arg === '--base') {
      i += 1;
      const value = args[i];
      if (value === undefined || value === '') return fail('--base needs a URL');
      base = value;
    } else if (arg.startsWith('-')) return fail(`unknown option ${arg.slice(0, 40)}`);
    else if (only === undefined) only = arg;
    else return fail('give at most one file');
  }
  try {
    console.log(sriTags(integrity, base, only));
    return 0;
  } catch (error) {
    return fail(error.message);
  }
}

function fail(message) {
  console.error(`svc-embed-sri: ${message} (see --help)`);
  return 2;
}

process.exitCode = main(process.argv.slice(2));
