/**
 * Filters as the embed address and `set-filter` carry them: `f_<view>.<dimension>=<JSON>`.
 * Accepted JSON: `{"value": x}`, `{"values": [x, ...]}`, a bare scalar or a list of scalars
 * (equals, or any of the list); `null` clears the filter.
 */
import { parseFilterParameter as parseFilterCodec } from '@svc/embed';

export { FILTER_NAME_PREFIX } from '@svc/embed';

export type FilterScalar = string | number | boolean;

export interface ActiveFilter {
  /** `<view>.<dimension>`, e.g. `orders.status`. */
  member: string;
  /** A row matches when its value equals any of these. */
  values: FilterScalar[];
}

export type FilterParseResult =
  | { ok: true; member: string; values: FilterScalar[] | null }
  | { ok: false; error: string };

/** Parses one whole parameter, `f_orders.status={"value":"shipped"}`. */
export function parseFilterParameter(parameter: string): FilterParseResult {
  const parsed = parseFilterCodec(parameter);
  if (!parsed.ok) return { ok: false, error: `${parsed.error}: ${clip(parameter)}` };
  const values = readFilterValues(parsed.value);
  if (values === undefined) {
    return {
      ok: false,
      error: `unsupported filter value for ${parsed.member}: ${clip(JSON.stringify(parsed.value))} (use {"value": x}, {"values": [...]} or null)`,
    };
  }
  return { ok: true, member: parsed.member, values };
}

/** Parses one URL query entry, whose name and value the URL keeps apart. */
export function parseFilterEntry(name: string, value: string): FilterParseResult {
  return parseFilterParameter(`${name}=${value}`);
}

/** `null` clears; `undefined` means the shape is not one we understand. */
function readFilterValues(value: unknown): FilterScalar[] | null | undefined {
  if (value === null) return null;
  if (isScalar(value)) return [value];
  if (Array.isArray(value)) return scalarList(value);
  if (typeof value !== 'object') return undefined;
  const keys = Object.keys(value);
  const record = value as Record<string, unknown>;
  if (keys.length === 1 && keys[0] === 'value' && isScalar(record.value)) return [record.value];
  if (keys.length === 1 && keys[0] === 'values' && Array.isArray(record.values)) {
    return scalarList(record.values);
  }
  return undefined;
}

function scalarList(list: unknown[]): FilterScalar[] | undefined {
  return list.length > 0 && list.every(isScalar) ? list : undefined;
}

function isScalar(value: unknown): value is FilterScalar {
  return (
    typeof value === 'string' ||
    typeof value === 'boolean' ||
    (typeof value === 'number' && Number.isFinite(value))
  );
}

/** `orders.status = shipped` or `orders.status in (shipped, completed)`. */
export function describeFilter(filter: ActiveFilter): string {
  const values = filter.values.map(String);
  return values.length === 1
    ? `${filter.member} = ${values[0]}`
    : `${filter.member} in (${values.join(', ')})`;
}

function clip(text: string): string {
  return text.length > 80 ? `${text.slice(0, 80)}…` : text;
}
