// Gzip size of every public entry bundled with its dependencies, against the same budgets that
// `npm run test:package` enforces (scripts/size.mjs): one measurement, two reports.
import { kb, measureAll } from '../scripts/size.mjs';

export async function sizeRows() {
  return (await measureAll()).map(({ name, gzip, counted, budget }) => ({
    metric: `gzip size ${name}${budget?.beyond ? ' (react, react-dom, vue external)' : ''}`,
    value: budget?.beyond ? `${kb(gzip)} (host +${kb(counted)})` : kb(gzip),
    target: budget ? `${budget.beyond ? 'host + ' : ''}≤ ${kb(budget.limit)}` : '—',
    ok: budget ? counted <= budget.limit : null,
    raw: { gzip, counted },
  }));
}
