import { dirname, resolve } from 'node:path';
import ts from 'typescript';

/** A piece of code to type-check as a file of its own, with declarations for what it leaves out. */
export interface Snippet {
  readonly language: 'ts' | 'tsx' | 'js' | 'jsx';
  readonly code: string;
  /** Prepended to `code`: imports and declarations of what a fragment uses without declaring. */
  readonly prelude: string;
  /** The line of a file (the README) that `code`'s first line is, for the messages. */
  readonly line: number;
}

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '../..');

/** The compiler options of tsconfig.json, `paths` included: `@svc/embed/...` is read from `src/`. */
function projectOptions(): ts.CompilerOptions {
  const file = resolve(ROOT, 'tsconfig.json');
  const { config } = ts.readConfigFile(file, ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, ROOT, undefined, file);
  // Each snippet is a module of its own, even without an import: no snippet sees another's names.
  return { ...options, noEmit: true, moduleDetection: ts.ModuleDetectionKind.Force };
}

/**
 * Type-checks each snippet against the library's sources, in memory, and returns its errors as
 * `line N: message` (N a line of the README). TypeScript snippets get tsconfig.json's strict options;
 * JavaScript ones are checked as a JavaScript project checks them (`checkJs`, not `strict`:
 * `document.querySelector(...)` is not refused for being possibly null). The two programs share every
 * parsed file, so the second costs little more than its checking.
 */
export function typeCheckSnippets(snippets: readonly Snippet[]): Map<Snippet, string[]> {
  const options = projectOptions();
  const files = new Map<string, Snippet>(
    snippets.map((snippet, index) => [resolve(ROOT, `readme-snippet-${index}.${snippet.language}`), snippet]),
  );
  const parsed = new Map<string, ts.SourceFile | undefined>();
  const host = ts.createCompilerHost(options, true);
  const { fileExists, readFile, getSourceFile } = host;
  host.fileExists = (name) => files.has(name) || fileExists.call(host, name);
  host.readFile = (name) => {
    const snippet = files.get(name);
    return snippet ? `${snippet.prelude}\n${snippet.code}` : readFile.call(host, name);
  };
  host.getSourceFile = (name, version, ...rest) => {
    const snippet = files.get(name);
    if (snippet) return ts.createSourceFile(name, `${snippet.prelude}\n${snippet.code}`, version, true);
    if (!parsed.has(name)) parsed.set(name, getSourceFile.call(host, name, version, ...rest));
    return parsed.get(name);
  };

  const errors = new Map<Snippet, string[]>(snippets.map((snippet) => [snippet, []]));
  const isJs = (name: string) => /\.jsx?$/.test(name);
  const groups: [names: string[], programOptions: ts.CompilerOptions][] = [
    [[...files.keys()].filter((name) => !isJs(name)), options],
    [[...files.keys()].filter(isJs), { ...options, allowJs: true, checkJs: true, strict: false }],
  ];
  for (const [names, programOptions] of groups) {
    if (names.length === 0) continue;
    const program = ts.createProgram({ rootNames: names, options: programOptions, host });
    for (const name of names) {
      const snippet = files.get(name) as Snippet;
      const source = program.getSourceFile(name) as ts.SourceFile;
      const found = [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)];
      const preludeLines = snippet.prelude.split('\n').length;
      for (const diagnostic of found) {
        const at = source.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line - preludeLines;
        const where = at < 0 ? 'prelude' : `line ${snippet.line + at}`;
        errors
          .get(snippet)
          ?.push(`${where}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`);
      }
    }
  }
  return errors;
}
