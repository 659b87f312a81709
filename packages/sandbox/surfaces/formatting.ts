/** Every number, amount and time a surface shows goes through one of these, built for a locale and zone. */

export interface Formatter {
  readonly locale: string;
  readonly timeZone: string;
  number(value: number): string;
  currency(amount: number): string;
  /** `1 order`, `1,204 orders`: the number in the locale, the noun's plural by English rules. */
  count(value: number, noun: CountedNoun): string;
  /** Date and time, minutes precision: `Jun 30, 2025, 7:30 AM`. */
  dateTime(value: string | number): string;
  /** Date and time with seconds, for the session end. */
  preciseDateTime(value: string | number): string;
  /** Time of day, for chat messages. */
  time(value: string | number): string;
  /** `20250630-0730` in the zone, for file names. */
  fileStamp(value: number): string;
}

/** The nouns the surfaces count, with their English plural forms. */
const NOUNS = {
  order: { one: 'order', other: 'orders' },
  row: { one: 'row', other: 'rows' },
  widget: { one: 'widget', other: 'widgets' },
} as const;
export type CountedNoun = keyof typeof NOUNS;

// The surfaces' words are English, so English plural rules pick the form whatever the number locale
// (French rules would say "0 order").
const ENGLISH_PLURALS = new Intl.PluralRules('en');

export const DEFAULT_LOCALE = 'en-US';
export const DEFAULT_TIME_ZONE = 'UTC';
export const CURRENCY = 'USD';

export function createFormatter(locale: string, timeZone: string): Formatter {
  const number = new Intl.NumberFormat(locale);
  const currency = new Intl.NumberFormat(locale, { style: 'currency', currency: CURRENCY });
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  const precise = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium', timeZone });
  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone });
  const stamp = new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  });
  return {
    locale,
    timeZone,
    number: (value) => number.format(value),
    currency: (amount) => currency.format(amount),
    count: (value, noun) =>
      `${number.format(value)} ${ENGLISH_PLURALS.select(value) === 'one' ? NOUNS[noun].one : NOUNS[noun].other}`,
    dateTime: (value) => dateTime.format(new Date(value)),
    preciseDateTime: (value) => precise.format(new Date(value)),
    time: (value) => time.format(new Date(value)),
    fileStamp: (value) => {
      const parts = new Map(stamp.formatToParts(new Date(value)).map((part) => [part.type, part.value]));
      const get = (type: Intl.DateTimeFormatPartTypes) => parts.get(type) ?? '00';
      return `${get('year')}${get('month')}${get('day')}-${get('hour')}${get('minute')}`;
    },
  };
}
