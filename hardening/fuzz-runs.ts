/** Cases per pipeline: 100,000 in `npm test`, 1,000,000 with `npm run fuzz` (which sets FUZZ_RUNS). */
export const RUNS = readRuns(process.env.FUZZ_RUNS);

function readRuns(value: string | undefined): number {
  const runs = Number(value ?? 100_000);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`FUZZ_RUNS must be a positive integer, got ${value}`);
  return runs;
}

/** One property's share of `RUNS`, rounded (at least 1); a file's shares say how `RUNS` is split there. */
export function shareOfRuns(fraction: number): number {
  return Math.max(1, Math.round(RUNS * fraction));
}

/** A fuzz test's time limit: generous, and growing with the number of cases (2 ms each, 60 s at least). */
export const FUZZ_TIMEOUT_MS = Math.max(60_000, RUNS * 2);
