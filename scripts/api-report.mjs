// The API report: one file per public entry under api/ (`api/host.api.md`, ...), written by API
// Extractor from the built declarations (`npm run build` first), so that any change to the public
// surface shows in review as a change of these files.
//
//   npm run api                          builds, then rewrites the reports
//   node scripts/api-report.mjs          rewrites the reports from dist/ as it is
//   node scripts/api-report.mjs --check  fails, with a diff, when a committed report differs
//                                        (npm test, at the end of test:package, after its build)
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CompilerState, Extractor, ExtractorConfig, ExtractorLogLevel } from '@microsoft/api-extractor';
import { ENTRIES } from './entries.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const check = process.argv.includes('--check');
const tempFolder = mkdtempSync(join(tmpdir(), 'svc-embed-api-'));

/**
 * API Extractor's own notes, neither in the console nor in the report: a type that an entry uses
 * without exporting it shows in the report anyway, as a declaration without `export`
 * (`includeForgottenExports`), and the notes would cite the built chunks by hashed name and line,
 * which change with any edit. Release tags (`@public`, ...) and TSDoc style are not used here.
 */
const QUIET = { default: { logLevel: ExtractorLogLevel.None, addToApiReportFile: false } };

/** API Extractor's settings for one entry, read from its built `dist/<outName>.d.ts`. */
function configFor(entry) {
  return ExtractorConfig.prepare({
    configObject: {
      projectFolder: ROOT,
      mainEntryPointFilePath: join(ROOT, 'dist', `${entry.outName}.d.ts`),
      compiler: {
        overrideTsconfig: {
          compilerOptions: {
            target: 'ES2022',
            lib: ['ES2022', 'DOM', 'DOM.Iterable'],
            module: 'ESNext',
            moduleResolution: 'Bundler',
            strict: true,
            skipLibCheck: true,
            types: [],
          },
          files: [join(ROOT, 'dist', `${entry.outName}.d.ts`)],
        },
      },
      // Both folders temporary: this script compares and writes api/ itself, after naming the entry.
      apiReport: {
        enabled: true,
        reportFolder: tempFolder,
        reportTempFolder: tempFolder,
        reportFileName: entry.outName,
        includeForgottenExports: true,
      },
      docModel: { enabled: false },
      dtsRollup: { enabled: false },
      tsdocMetadata: { enabled: false },
      messages: {
        // A declaration that does not compile is an error: the report would show types it could not read.
        compilerMessageReporting: {
          default: { logLevel: ExtractorLogLevel.Error, addToApiReportFile: false },
        },
        extractorMessageReporting: QUIET,
        tsdocMessageReporting: QUIET,
      },
    },
    configObjectFullPath: undefined,
    packageJsonFullPath: join(ROOT, 'package.json'),
  });
}

const configs = ENTRIES.map((entry) => [entry, configFor(entry)]);
// One TypeScript program for every entry: the slow part, done once.
const compilerState = CompilerState.create(configs[0][1], {
  additionalEntryPoints: configs.map(([, config]) => config.mainEntryPointFilePath),
});

const changed = [];
try {
  for (const [entry, config] of configs) {
    const result = Extractor.invoke(config, {
      compilerState,
      localBuild: true,
      messageCallback: (message) => {
        // Only errors reach the console (a declaration that does not compile, a file it cannot write).
        if (message.logLevel !== ExtractorLogLevel.Error) message.handled = true;
      },
    });
    if (!result.succeeded) throw new Error(`API Extractor failed on ${entry.name} (errors above)`);
    // API Extractor names the package; the report is of one entry of it.
    const report = readFileSync(join(tempFolder, `${entry.outName}.api.md`), 'utf8').replace(
      /^## API Report File for "[^"]*"/m,
      `## API Report File for "${entry.name}"`,
    );
    const file = join(ROOT, 'api', `${entry.outName}.api.md`);
    const committed = readOrEmpty(file);
    if (report === committed) continue;
    changed.push(entry.outName);
    if (check && committed === '') {
      console.error(`api/${entry.outName}.api.md is missing (${entry.name})`);
    } else if (check) {
      console.error(
        `api/${entry.outName}.api.md differs from the built ${entry.name} (- committed, + built):`,
      );
      console.error(lineDiff(committed, report));
    } else {
      mkdirSync(join(ROOT, 'api'), { recursive: true });
      writeFileSync(file, report);
    }
  }
  // A report of an entry that is gone.
  const reports = ENTRIES.map((entry) => `${entry.outName}.api.md`);
  for (const file of listOrEmpty(join(ROOT, 'api')).filter((name) => !reports.includes(name))) {
    changed.push(file.replace(/\.api\.md$/, ''));
    if (check) console.error(`api/${file} is the report of no entry of package.json "exports"`);
    else rmSync(join(ROOT, 'api', file));
  }
  if (check && changed.length > 0) {
    console.error('The public API changed: if that is meant, run `npm run api` and commit api/.');
    process.exitCode = 1;
  } else if (changed.length > 0) {
    console.log(`api: rewrote or removed ${changed.map((name) => `api/${name}.api.md`).join(', ')}`);
  } else {
    console.log(`api: the reports of the ${ENTRIES.length} entries are up to date`);
  }
} finally {
  rmSync(tempFolder, { recursive: true, force: true });
}

function listOrEmpty(folder) {
  try {
    return readdirSync(folder);
  } catch {
    return [];
  }
}

function readOrEmpty(file) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** The changed lines of `after` against `before`, `-` and `+`, with two lines of context around each run. */
function lineDiff(before, after) {
  const a = before.split('\n');
  const b = after.split('\n');
  // Longest common subsequence by dynamic programming: reports are a few hundred lines.
  const lcs = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i -= 1)
    for (let j = b.length - 1; j >= 0; j -= 1)
      lcs[i][j] = a[i] === b[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
  const lines = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      lines.push([' ', a[i]]);
      i += 1;
      j += 1;
    } else if (i < a.length && (j === b.length || lcs[i + 1][j] >= lcs[i][j + 1])) {
      lines.push(['-', a[i]]);
      i += 1;
    } else {
      lines.push(['+', b[j]]);
      j += 1;
    }
  }
  const near = (index) => lines.slice(Math.max(0, index - 2), index + 3).some(([mark]) => mark !== ' ');
  return lines
    .map(([mark, text], index) => (near(index) ? `${mark} ${text}` : null))
    .filter((line, index, all) => line !== null || all[index - 1] !== null)
    .map((line) => line ?? '  ...')
    .join('\n');
}
