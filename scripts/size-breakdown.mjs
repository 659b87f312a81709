// Where the bytes go: `node scripts/size-breakdown.mjs [@svc/embed/host]`, or an app's import as
// `npm run size` measures it, e.g. `node scripts/size-breakdown.mjs 'host: EmbedController alone'`
// (a row of IMPORT_BUDGETS measured alone). Prints the gzip size; per source module its minified
// bytes, the part of them in string literals, and its gzip share (the whole bundle's gzip minus the
// gzip of the bundle without that module's characters, found through the source map); the same per
// folder; and what gzip would be with every string literal of at least N characters emptied (N = 12,
// 25, 40): the most that shorter messages could ever save. A planning tool: it checks nothing.
import ts from 'typescript';
import { ENTRIES } from './entries.mjs';
import { bundleEntry, bundleImports, gzipSize, IMPORT_BUDGETS } from './size.mjs';

const name = process.argv[2] ?? '@svc/embed/host';
const entry = ENTRIES.find((candidate) => candidate.name === name);
const imported = IMPORT_BUDGETS.find((row) => row.name === name && !row.beyond);
if (!entry && !imported) {
  const names = [...ENTRIES, ...IMPORT_BUDGETS.filter((row) => !row.beyond)].map((row) => row.name);
  console.error(`unknown entry ${name}; one of: ${names.join(', ')}`);
  process.exit(2);
}

const options = { sourcemap: 'external', outdir: 'out' };
const result = entry
  ? await bundleEntry(entry, options)
  : await bundleImports(imported.file, imported.names, options);
const bundle = result.outputFiles.find((file) => file.path.endsWith('.js'));
const map = JSON.parse(result.outputFiles.find((file) => file.path.endsWith('.map')).text);
const code = bundle.text;
const whole = gzipSize(bundle.contents);

console.log(`${name}: ${bundle.contents.byteLength} B minified, ${whole} B gzip -9\n`);

const VLQ = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The numbers of one source-map segment (base64 VLQ). */
function decodeSegment(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const character of segment) {
    const digit = VLQ.indexOf(character);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** For every character of the code, the index of the source it came from (-1: none, e.g. glue). */
function ownerOfEachCharacter() {
  const owners = new Int32Array(code.length).fill(-1);
  const lineStarts = [0];
  for (let index = 0; index < code.length; index += 1) if (code[index] === '\n') lineStarts.push(index + 1);
  let source = 0;
  map.mappings.split(';').forEach((line, lineIndex) => {
    let column = 0;
    const starts = [];
    for (const segment of line.split(',').filter(Boolean)) {
      const values = decodeSegment(segment);
      column += values[0];
      if (values.length > 1) source += values[1];
      starts.push([column, values.length > 1 ? source : -1]);
    }
    const lineStart = lineStarts[lineIndex];
    const lineEnd = lineStarts[lineIndex + 1] ?? code.length;
    starts.forEach(([start, owner], index) => {
      const end = index + 1 < starts.length ? starts[index + 1][0] : lineEnd - lineStart;
      owners.fill(owner, lineStart + start, lineStart + end);
    });
  });
  return owners;
}

/** The [start, end) of every string literal and template text in the minified code. */
function literalSpans(text) {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, ts.LanguageVariant.Standard, text);
  const spans = [];
  const templateDepth = [];
  for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken; token = scanner.scan()) {
    if (token === ts.SyntaxKind.OpenBraceToken && templateDepth.length > 0)
      templateDepth[templateDepth.length - 1] += 1;
    if (token === ts.SyntaxKind.CloseBraceToken && templateDepth.length > 0) {
      if (templateDepth[templateDepth.length - 1] === 0) {
        token = scanner.reScanTemplateToken(false);
        if (token === ts.SyntaxKind.TemplateTail) templateDepth.pop();
      } else templateDepth[templateDepth.length - 1] -= 1;
    }
    if (token === ts.SyntaxKind.TemplateHead) templateDepth.push(0);
    if (token === ts.SyntaxKind.SlashToken || token === ts.SyntaxKind.SlashEqualsToken)
      scanner.reScanSlashToken();
    const kind = scanner.getToken();
    if (
      kind === ts.SyntaxKind.StringLiteral ||
      kind === ts.SyntaxKind.NoSubstitutionTemplateLiteral ||
      kind === ts.SyntaxKind.TemplateHead ||
      kind === ts.SyntaxKind.TemplateMiddle ||
      kind === ts.SyntaxKind.TemplateTail
    ) {
      spans.push([scanner.getTokenStart(), scanner.getTokenEnd()]);
    }
  }
  return spans;
}

const spans = literalSpans(code);
const inString = new Uint8Array(code.length);
for (const [start, end] of spans) inString.fill(1, start, end);
const owners = ownerOfEachCharacter();
const rows = map.sources.map((source, index) => ({ source, index, bytes: 0, strings: 0 }));
owners.forEach((owner, at) => {
  if (owner < 0) return;
  rows[owner].bytes += 1;
  rows[owner].strings += inString[at];
});
/** Gzip of the bundle without the characters of the sources `leaves` says go. */
const gzipWithout = (leaves) => {
  let rest = '';
  for (let at = 0; at < code.length; at += 1) if (!leaves(owners[at])) rest += code[at];
  return gzipSize(Buffer.from(rest));
};
const without = (index) => gzipWithout((owner) => owner === index);
const counted = rows.filter((row) => row.bytes > 0).sort((a, b) => b.bytes - a.bytes);
console.log('| module | minified bytes | of them in strings | gzip share |\n|---|---|---|---|');
for (const row of counted) {
  const source = row.source.replace(/^(\.\.\/)+/, '');
  console.log(`| ${source} | ${row.bytes} | ${row.strings} | ${whole - without(row.index)} |`);
}
const unowned = owners.reduce((sum, owner) => sum + (owner < 0 ? 1 : 0), 0);
console.log(`| (no source: the bundle's own glue) | ${unowned} | - | - |`);

// The same by folder (src/host, src/protocol, ...): what each layer costs in place.
const folderOf = (row) =>
  row.source
    .replace(/^(\.\.\/)+/, '')
    .split('/')
    .slice(0, 2)
    .join('/');
const folders = new Map();
for (const row of counted) {
  const folder = folders.get(folderOf(row)) ?? { bytes: 0, strings: 0, members: new Set() };
  folder.bytes += row.bytes;
  folder.strings += row.strings;
  folder.members.add(row.index);
  folders.set(folderOf(row), folder);
}
console.log('\n| folder | minified bytes | of them in strings | gzip share |\n|---|---|---|---|');
for (const [folder, { bytes, strings, members }] of [...folders].sort((a, b) => b[1].bytes - a[1].bytes)) {
  console.log(
    `| ${folder} | ${bytes} | ${strings} | ${whole - gzipWithout((owner) => members.has(owner))} |`,
  );
}

console.log(
  '\n| string literals of at least | count | characters | gzip -9 with them emptied | saved |\n|---|---|---|---|---|',
);
for (const min of [12, 25, 40]) {
  const long = spans.filter(([start, end]) => end - start >= min);
  let emptied = code;
  // From the end, so earlier offsets stay valid; only the text between the delimiters goes.
  for (const [start, end] of [...long].reverse())
    emptied = `${emptied.slice(0, start + 1)}${emptied.slice(end - 1)}`;
  const characters = long.reduce((sum, [start, end]) => sum + end - start, 0);
  console.log(
    `| ${min} characters | ${long.length} | ${characters} | ${gzipSize(emptied)} B | ${whole - gzipSize(emptied)} B |`,
  );
}
