/** A payload as `key value` rows for the log; errors become their message, not `{}`. */
export function payloadRows(payload: unknown): Array<[key: string, value: string]> {
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload))
    return payload === undefined ? [] : [['', formatValue(payload)]];
  return Object.entries(payload).map(([key, value]) => [key, formatValue(value)]);
}

export function formatValue(value: unknown): string {
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  if (value === undefined) return 'undefined';
  if (typeof value === 'string') return JSON.stringify(value);
  return JSON.stringify(value, null, 2) ?? String(value);
}

/** The payload as JSON for the `data-payload` attribute (browser tests read it back). */
export function payloadJson(payload: unknown): string {
  return JSON.stringify(payload, (_key, value: unknown) =>
    value instanceof Error ? { name: value.name, message: value.message } : value,
  );
}

/** `14:03:27.512`, local time. */
export function clockTime(date: Date): string {
  return `${date.toTimeString().slice(0, 8)}.${String(date.getMilliseconds()).padStart(3, '0')}`;
}
