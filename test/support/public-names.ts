import { loadEntries, PUBLIC_ENTRIES, resolveAlias } from './undocumented-api';

/**
 * Names exported on purpose by several entries with a different thing behind each, one per side
 * of the same idea: every framework's own component, keep-alive scope, hook, props and hook result, used alike; the
 * host's and the embed's half of the `message-port` and `viewport` extensions, each opting its own side in.
 */
export const SAME_NAME_PER_SIDE: ReadonlySet<string> = new Set([
  'SvcEmbed',
  'SvcEmbedKeepAlive',
  'useEmbed',
  'SvcEmbedProps',
  'UseEmbedResult',
  'messagePort',
  'viewport',
]);

/**
 * Lists, as `Name: entry and entry`, each name that two public entries export with two different
 * declarations behind it (values and types alike): one name must mean one thing everywhere.
 */
export function namesWithTwoMeanings(entries: readonly string[] = PUBLIC_ENTRIES): string[] {
  const { checker, exportsOf } = loadEntries(entries);
  const first = new Map<string, [entry: string, declared: unknown]>();
  const differing: string[] = [];
  for (const entry of entries) {
    for (const exported of exportsOf(entry)) {
      if (SAME_NAME_PER_SIDE.has(exported.name)) continue;
      const declared = resolveAlias(checker, exported);
      const seen = first.get(exported.name);
      if (!seen) first.set(exported.name, [entry, declared]);
      else if (seen[1] !== declared) differing.push(`${exported.name}: ${seen[0]} and ${entry}`);
    }
  }
  return differing;
}
