import { shown } from './errors';

/**
 * `unknown option 'debgu': did you mean 'debug'?` when a valid name is at most two edits away
 * (a transposition counts as one, case is ignored), else `unknown option 'x': the options are a, b`.
 */
export function unknownName(what: string, name: unknown, valid: readonly string[]): string {
  const typed = String(name).toLowerCase();
  let nearest: string | undefined;
  let best = 3;
  for (const candidate of valid) {
    const edits = editDistance(typed, candidate.toLowerCase());
    if (edits < best) [nearest, best] = [candidate, edits];
  }
  const help = nearest ? `did you mean '${nearest}'?` : `the ${what}s are ${valid.join(', ')}`;
  return `unknown ${what} ${shown(name)}: ${help}`;
}

/** Damerau-Levenshtein (optimal string alignment): insertions, deletions, substitutions, transpositions. */
function editDistance(a: string, b: string): number {
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const above = rows[i - 1];
      row[j] = above
        ? Math.min(
            (above[j] as number) + 1,
            (row[j - 1] as number) + 1,
            (above[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
            a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1] ? (rows[i - 2]?.[j - 2] as number) + 1 : Infinity,
          )
        : j;
    }
    rows.push(row);
  }
  return rows[a.length]?.[b.length] as number;
}
