import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';

/** Every entry a user (or a wrapper) imports; their exports are the public API. */
export const PUBLIC_ENTRIES = [
  'src/index.ts',
  'src/host/index.ts',
  'src/embed/index.ts',
  'src/server/index.ts',
  'src/react/index.ts',
  'src/vue/index.ts',
  'src/element/index.ts',
  'src/testing/index.ts',
  'src/lifecycle/index.ts',
] as const;

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '../..');
const SOURCE_DIR = resolve(ROOT, 'src');

/** A type-level export whose members are walked: interfaces, type aliases and classes. */
const TYPE_LIKE = ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias | ts.SymbolFlags.Class;

/**
 * Lists, as `entry: Export.member.member`, each public export, and each member of an exported
 * interface, type alias or class (recursively, through the types of its properties), that has no
 * doc comment. Members declared outside `src/` (the DOM, React, Vue) are not ours and are skipped.
 */
export function findUndocumentedApi(entries: readonly string[] = PUBLIC_ENTRIES): string[] {
  const { checker, exportsOf } = loadEntries(entries);
  const missing = new Set<string>();
  // A symbol or type reached from several entries (or several paths) is reported once.
  const seen = new Set<ts.Symbol | ts.Type>();

  for (const entry of entries) {
    for (const exported of exportsOf(entry)) {
      const symbol = resolveAlias(checker, exported);
      if (seen.has(symbol)) continue;
      seen.add(symbol);
      const label = `${entry}: ${exported.name}`;
      if (!isDocumented(checker, symbol)) missing.add(label);
      if (symbol.flags & TYPE_LIKE) {
        walkMembers(checker, checker.getDeclaredTypeOfSymbol(symbol), label, seen, missing);
      }
    }
  }
  return [...missing].sort();
}

function walkMembers(
  checker: ts.TypeChecker,
  type: ts.Type,
  label: string,
  seen: Set<ts.Symbol | ts.Type>,
  missing: Set<string>,
): void {
  if (seen.has(type)) return;
  seen.add(type);
  if (type.isUnion()) {
    for (const member of type.types) walkMembers(checker, member, label, seen, missing);
    return;
  }
  if (!(type.flags & ts.TypeFlags.Object) && !type.isIntersection()) {
    // A generic alias such as `EmbedEvent<N>` is walked through its constraint (every N at once).
    const constraint =
      type.flags & ts.TypeFlags.IndexedAccess ? checker.getBaseConstraintOfType(type) : undefined;
    if (constraint) walkMembers(checker, constraint, label, seen, missing);
    return;
  }
  for (const property of checker.getPropertiesOfType(type)) {
    if (!isOurPublicMember(property) || seen.has(property)) continue;
    seen.add(property);
    const path = `${label}.${property.name}`;
    if (!isDocumented(checker, property)) missing.add(path);
    // Into nested objects (option groups, zod-inferred request fields) and array elements; members
    // declared outside src/ are skipped there, so walking a DOM or framework type finds nothing.
    let propertyType = checker.getNonNullableType(checker.getTypeOfSymbol(property));
    if (checker.isArrayType(propertyType))
      propertyType = checker.getTypeArguments(propertyType as ts.TypeReference)[0] ?? propertyType;
    if (isWalkable(propertyType)) walkMembers(checker, propertyType, path, seen, missing);
  }
}

function isOurPublicMember(property: ts.Symbol): boolean {
  if (property.name === 'prototype' || /^(__)?#/.test(property.name)) return false;
  const declarations = property.getDeclarations() ?? [];
  // A key of a mapped type over a union has no declaration, so it can carry no comment: reported.
  if (declarations.length === 0) return true;
  if (!declarations.every(isInSource)) return false;
  const hidden = ts.ModifierFlags.Private | ts.ModifierFlags.Protected;
  return declarations.every((declaration) => !(ts.getCombinedModifierFlags(declaration) & hidden));
}

/**
 * How an editor shows each member of an exported type, e.g. `{ download: 'DownloadPayload' }`:
 * the text a hover prints after the member's name.
 */
export function memberTypeTexts(entry: string, exportName: string): Record<string, string> {
  const { checker, exportsOf } = loadEntries(PUBLIC_ENTRIES);
  const exported = exportsOf(entry).find((symbol) => symbol.name === exportName);
  if (!exported) throw new Error(`${entry} does not export ${exportName}`);
  const type = checker.getDeclaredTypeOfSymbol(resolveAlias(checker, exported));
  const texts: Record<string, string> = {};
  for (const property of checker.getPropertiesOfType(type)) {
    const propertyType = checker.getNonNullableType(checker.getTypeOfSymbol(property));
    texts[property.name] = checker.typeToString(propertyType);
  }
  return texts;
}

/** What each public entry exports, checked by one TypeScript program over all of them. */
export interface LoadedEntries {
  checker: ts.TypeChecker;
  exportsOf(entry: string): ts.Symbol[];
}

const loaded = new Map<string, LoadedEntries>();

/** One program per set of entries: building it is the slow part, so the tests of a file share it. */
export function loadEntries(entries: readonly string[]): LoadedEntries {
  const key = entries.join();
  const cached = loaded.get(key);
  if (cached) return cached;
  const program = ts.createProgram(
    entries.map((entry) => resolve(ROOT, entry)),
    compilerOptions(),
  );
  const checker = program.getTypeChecker();
  const result: LoadedEntries = {
    checker,
    exportsOf(entry) {
      const file = program.getSourceFile(resolve(ROOT, entry));
      const moduleSymbol = file && checker.getSymbolAtLocation(file);
      if (!moduleSymbol) throw new Error(`${entry}: not a module`);
      return checker.getExportsOfModule(moduleSymbol);
    },
  };
  loaded.set(key, result);
  return result;
}

/** Object types that are not functions; a function-typed option is documented where it is declared. */
function isWalkable(type: ts.Type): boolean {
  if (type.isUnion()) return type.types.some(isWalkable);
  return Boolean(type.flags & ts.TypeFlags.Object) && type.getCallSignatures().length === 0;
}

function isInSource(declaration: ts.Declaration): boolean {
  const path = relative(SOURCE_DIR, declaration.getSourceFile().fileName);
  return !path.startsWith('..') && !path.includes('node_modules');
}

function isDocumented(checker: ts.TypeChecker, symbol: ts.Symbol): boolean {
  const text = ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim();
  return text.length > 0;
}

/** The declared symbol behind an export (through `export { x } from` and `export type *`). */
export function resolveAlias(checker: ts.TypeChecker, symbol: ts.Symbol): ts.Symbol {
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

function compilerOptions(): ts.CompilerOptions {
  const configPath = resolve(ROOT, 'tsconfig.json');
  const { config } = ts.readConfigFile(configPath, (path) => ts.sys.readFile(path));
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, ROOT);
  return { ...parsed.options, noEmit: true };
}
