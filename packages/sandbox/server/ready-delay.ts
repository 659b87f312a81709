import { SURFACES, type Surface } from '@svc/embed';

/**
 * How long each surface holds back its `ready` after it has rendered: a slow dashboard on demand, so
 * that benchmarks and demos can show what pre-rendering and lazy loading save. 0 (the default) sends
 * `ready` at once.
 */
export type ReadyDelayOption = number | Partial<Record<Surface, number>>;

export type ReadyDelays = Readonly<Record<Surface, number>>;

/** A sane cap: beyond it the host's own ready timeout (30 s by default) fails first anyway. */
export const MAX_READY_DELAY_MS = 60_000;

const NO_DELAY: ReadyDelays = Object.freeze({ dashboard: 0, app: 0, chat: 0 });

/** Why a delay is refused, or `null`: a whole number of milliseconds from 0 to 60 s. */
export function readyDelayProblem(ms: unknown): string | null {
  if (typeof ms !== 'number' || !Number.isInteger(ms) || ms < 0) {
    return `must be a whole number of milliseconds, 0 or more, got ${String(ms)}`;
  }
  if (ms > MAX_READY_DELAY_MS) return `must be at most ${MAX_READY_DELAY_MS} ms (60 s), got ${ms}`;
  return null;
}

/** The delay of every surface; throws a TypeError naming the bad value. */
export function resolveReadyDelays(option: unknown): ReadyDelays {
  if (option === undefined) return NO_DELAY;
  if (typeof option === 'number') {
    const problem = readyDelayProblem(option);
    if (problem !== null) throw new TypeError(`readyDelayMs ${problem}`);
    return Object.freeze({ dashboard: option, app: option, chat: option });
  }
  if (typeof option !== 'object' || option === null || Array.isArray(option)) {
    throw new TypeError(
      `readyDelayMs must be milliseconds or an object of them by surface ({ dashboard, app, chat }), got ${describe(option)}`,
    );
  }
  const delays: Record<Surface, number> = { ...NO_DELAY };
  for (const [key, value] of Object.entries(option)) {
    if (!SURFACES.includes(key as Surface)) {
      throw new TypeError(
        `readyDelayMs has no surface ${JSON.stringify(key)}: the surfaces are ${SURFACES.join(', ')}`,
      );
    }
    // `{ app: undefined }`, as a spread of optional settings gives, means no delay.
    if (value === undefined) continue;
    const problem = readyDelayProblem(value);
    if (problem !== null) throw new TypeError(`readyDelayMs.${key} ${problem}`);
    delays[key as Surface] = value as number;
  }
  return Object.freeze(delays);
}

function describe(value: unknown): string {
  if (Array.isArray(value)) return 'an array';
  return value === null ? 'null' : typeof value;
}
