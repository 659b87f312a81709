import { shown } from './errors';

/**
 * `unknown option 'debgu': did you mean 'debug'?` when a valid name is at most two edits away
 * (case ignored), else `unknown option 'x': the options are a, b`.
 */
export function unknownName(what: string, name: unknown, valid: readonly string[]): string {
  const typed = String(name).toLowerCase();
  const within = (edits: number) => valid.find((known) => isWithinEdits(typed, known.toLowerCase(), edits));
  const nearest = within(1) ?? within(2);
  const help = nearest ? `did you mean '${nearest}'?` : `the ${what}s are ${valid.join(', ')}`;
  return `unknown ${what} ${shown(name)}: ${help}`;
}

/** Whether `edits` insertions, deletions or substitutions (a swap of two letters is two) turn `a` into `b`. */
function isWithinEdits(a: string, b: string, edits: number): boolean {
  if (a === b) return true;
  if (edits === 0) return false;
  if (!a || !b) return a.length + b.length <= edits;
  const [restOfA, restOfB] = [a.slice(1), b.slice(1)];
  if (a[0] === b[0]) return isWithinEdits(restOfA, restOfB, edits);
  return (
    isWithinEdits(restOfA, b, edits - 1) ||
    isWithinEdits(a, restOfB, edits - 1) ||
    isWithinEdits(restOfA, restOfB, edits - 1)
  );
}
