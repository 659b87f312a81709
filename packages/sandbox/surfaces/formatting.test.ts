import { describe, expect, it } from 'vitest';
import { createFormatter } from './formatting';

// Intl separates some parts with narrow or plain no-break spaces; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const LATE_EVENING_UTC = '2025-06-29T22:30:00.000Z';

describe('createFormatter', () => {
  it.each([
    ['en-US', '1,234,567.5', '$1,234.50'],
    ['de-DE', '1.234.567,5', '1.234,50 $'],
    ['fr-FR', '1 234 567,5', '1 234,50 $US'],
  ])('formats numbers and currency in %s', (locale, number, currency) => {
    const format = createFormatter(locale, 'UTC');
    expect(plain(format.number(1_234_567.5))).toBe(number);
    expect(plain(format.currency(1_234.5))).toBe(currency);
  });

  it.each([
    ['en-US', 'UTC', 'Jun 29, 2025, 10:30 PM', '10:30 PM'],
    ['en-US', 'Asia/Tokyo', 'Jun 30, 2025, 7:30 AM', '7:30 AM'],
    ['de-DE', 'UTC', '29.06.2025, 22:30', '22:30'],
    ['de-DE', 'Asia/Tokyo', '30.06.2025, 07:30', '07:30'],
  ])('formats times in %s, %s', (locale, zone, dateTime, time) => {
    const format = createFormatter(locale, zone);
    expect(plain(format.dateTime(LATE_EVENING_UTC))).toBe(dateTime);
    expect(plain(format.time(LATE_EVENING_UTC))).toBe(time);
  });

  it('shows seconds in the precise form and takes epoch ms as well as ISO strings', () => {
    const format = createFormatter('en-US', 'America/New_York');
    expect(plain(format.preciseDateTime(Date.parse('2025-06-29T22:30:15Z')))).toBe(
      'Jun 29, 2025, 6:30:15 PM',
    );
  });

  it('reports the locale and zone it was built for', () => {
    const format = createFormatter('ja-JP', 'Europe/Paris');
    expect([format.locale, format.timeZone]).toEqual(['ja-JP', 'Europe/Paris']);
  });

  it.each([
    ['en-US', 0, 'order', '0 orders'],
    ['en-US', 1, 'order', '1 order'],
    ['en-US', 2, 'row', '2 rows'],
    ['en-US', 1204, 'order', '1,204 orders'],
    ['de-DE', 1, 'widget', '1 widget'],
    ['de-DE', 1204, 'order', '1.204 orders'],
    // French counts 0 as singular; the words are English, so English rules decide.
    ['fr-FR', 0, 'order', '0 orders'],
  ] as const)('counts in %s: %d %s -> %j', (locale, value, noun, text) => {
    expect(createFormatter(locale, 'UTC').count(value, noun)).toBe(text);
  });
});
