/** A time, duration or epoch value: a finite number, zero or more. */
export function isTime(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}
