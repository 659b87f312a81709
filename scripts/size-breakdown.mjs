// Where an entry's bytes go: `node scripts/size-breakdown.mjs [@svc/embed/host]`. Prints the entry's gzip
// size as `npm run size` measures it, its minified bytes per source module, and what gzip would be with
// every string literal of at least N characters emptied (N = 12, 25, 40): the most that shorter
// messages could ever save. A planning tool: it checks nothing.
import ts from 'typescript';
import { ENTRIES } from './entries.mjs';
import { bundleEntry, gzipSize } from './size.mjs';

const name = process.argv[2] ?? '@svc/embed/host';
const entry = ENTRIES.find((candidate) => candidate.name === name);
if (!entry) {
  console.error(`unknown entry ${name}; one of: ${ENTRIES.map((candidate) => candidate.name).join(', ')}`);
  process.exit(2);
}

const result = await bundleEntry(entry, { metafile: true });
const [bundle] = result.outputFiles;
const code = bundle.text;

console.log(`${name}: ${bundle.contents.byteLength} B minified, ${gzipSize(bundle.contents)} B gzip -9\n`);
console.log('| module | minified bytes |\n|---|---|');
const [output] = Object.values(result.metafile.outputs);
for (const [file, { bytesInOutput }] of Object.entries(output.inputs).sort(
  (a, b) => b[1].bytesInOutput - a[1].bytesInOutput,
)) {
  if (bytesInOutput > 0) console.log(`| ${file} | ${bytesInOutput} |`);
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
    `| ${min} characters | ${long.length} | ${characters} | ${gzipSize(emptied)} B | ${gzipSize(code) - gzipSize(emptied)} B |`,
  );
}
