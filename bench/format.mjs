// How the bench writes its values and rows; rows are `{ metric, value, target, ok, raw }`, `ok` null when
// the row is reported, not judged.

export const ns = (value) => `${value.toFixed(0)} ns`;
export const us = (value) => `${value.toFixed(0)} µs`;
export const ms = (value) => `${value.toFixed(2)} ms`;
export const times = (value) => `${value.toFixed(1)}×`;
/** A ratio judged against a target such as 1.15× or 1.00×: three decimals, so 1.004 does not read as 1.00. */
export const ratio = (value) => `${value.toFixed(3)}×`;

/** A row that is reported, not judged. */
export const info = (metric, value, raw) => ({ metric, value, target: '—', ok: null, raw });

/** A markdown table of rows: metric | value | target | ok. */
export function formatTable(rows) {
  const cell = (text) => String(text).replaceAll('|', '\\|');
  const ok = (value) => (value === null ? '—' : value ? 'pass' : 'FAIL');
  return [
    '| metric | value | target | ok |',
    '|---|---|---|---|',
    ...rows.map(
      (row) => `| ${cell(row.metric)} | ${cell(row.value)} | ${cell(row.target)} | ${ok(row.ok)} |`,
    ),
  ].join('\n');
}
