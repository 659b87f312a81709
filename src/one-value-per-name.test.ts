import { describe, expect, it } from 'vitest';
import { ENTRIES } from '../scripts/entries.mjs';

/** Each public entry's run-time exports, by the entry's package name. */
async function loadEntries(): Promise<[entry: string, exports: Record<string, unknown>][]> {
  return Promise.all(
    ENTRIES.map(
      async ({ name, file }) => [name, await import(`../${file}`)] as [string, Record<string, unknown>],
    ),
  );
}

/** The same name on purpose: each framework's own component and hook, used alike. */
const PER_FRAMEWORK = new Set(['SvcEmbed', 'useEmbed']);

// One vocabulary: a name two entries both export means one thing, so it is one value. Two lists of
// event names, one built from the schemas and one written out, could drift apart unseen.
describe('public names', () => {
  it('a name that several entries export is the same value in each', async () => {
    const first = new Map<string, [entry: string, value: unknown]>();
    const differing: string[] = [];
    for (const [entry, exports] of await loadEntries()) {
      for (const [name, value] of Object.entries(exports)) {
        if (PER_FRAMEWORK.has(name)) continue;
        const seen = first.get(name);
        if (!seen) first.set(name, [entry, value]);
        else if (seen[1] !== value) differing.push(`${name}: ${seen[0]} and ${entry}`);
      }
    }
    expect(differing).toEqual([]);
  });
});
