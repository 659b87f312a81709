import { type ActiveFilter, parseFilterParameter } from './filter-parameter';
import { createFormatter, type Formatter } from './formatting';
import { applyFilters, isFilterableMember, type Order } from './orders';

/** What decides how data looks on screen: locale, time zone and the active filters. */

export type FilterChange = { ok: true; member: string; cleared: boolean } | { ok: false; error: string };

export class ViewSettings {
  readonly #filters = new Map<string, ActiveFilter>();
  #formatter: Formatter;

  constructor(locale: string, timeZone: string, filters: readonly ActiveFilter[]) {
    this.#formatter = createFormatter(locale, timeZone);
    for (const filter of filters) this.#filters.set(filter.member, filter);
  }

  get formatter(): Formatter {
    return this.#formatter;
  }

  get locale(): string {
    return this.#formatter.locale;
  }

  get timeZone(): string {
    return this.#formatter.timeZone;
  }

  get filters(): ActiveFilter[] {
    return [...this.#filters.values()];
  }

  setLocale(locale: string): void {
    const canonical = Intl.getCanonicalLocales(locale)[0] ?? locale;
    this.#formatter = createFormatter(canonical, this.timeZone);
  }

  setTimeZone(timeZone: string): void {
    this.#formatter = createFormatter(this.locale, timeZone);
  }

  /** Applies one `f_<view>.<dimension>=<JSON>` parameter; JSON `null` clears that dimension. */
  applyFilterParameter(parameter: string): FilterChange {
    const parsed = parseFilterParameter(parameter);
    if (!parsed.ok) return parsed;
    if (!isFilterableMember(parsed.member)) {
      return { ok: false, error: `cannot filter on ${parsed.member}: this dashboard has no such dimension` };
    }
    if (parsed.values === null) {
      this.#filters.delete(parsed.member);
      return { ok: true, member: parsed.member, cleared: true };
    }
    this.#filters.set(parsed.member, { member: parsed.member, values: parsed.values });
    return { ok: true, member: parsed.member, cleared: false };
  }

  filter(rows: readonly Order[]): Order[] {
    return applyFilters(rows, this.filters);
  }
}
