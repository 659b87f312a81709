// Marks the React entry as a client module for React Server Components (Next.js App Router): tsup's
// esbuild drops module directives, so `'use client'` is written back at the top of each built file
// (run after tsup).
import { readFile, writeFile } from 'node:fs/promises';

export const CLIENT_ENTRY_FILES = ['dist/react.js', 'dist/react.cjs'];
const DIRECTIVE = "'use client';";

export async function markClientEntries() {
  for (const file of CLIENT_ENTRY_FILES) {
    const code = await readFile(file, 'utf8');
    if (code.startsWith(DIRECTIVE)) continue;
    await writeFile(file, `${DIRECTIVE}\n${code}`);
  }
}

/** The files whose first statement is not the directive (a bundler would treat them as server code). */
export async function unmarkedClientEntries() {
  const unmarked = [];
  for (const file of CLIENT_ENTRY_FILES) {
    if (!/^\s*(['"])use client\1;?/.test(await readFile(file, 'utf8'))) unmarked.push(file);
  }
  return unmarked;
}

if (import.meta.url === `file://${process.argv[1]}`) await markClientEntries();
