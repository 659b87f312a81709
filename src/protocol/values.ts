import * as z from 'zod/mini';

/** Reusable value rules of the wire format (spec sections 6.3, 6.4; design.md "Rules"). */

export const SURFACES = ['dashboard', 'app', 'chat'] as const;
export const surfaceSchema = z.enum(SURFACES);
export type Surface = z.infer<typeof surfaceSchema>;

export const EMBED_MODES = ['signed', 'private'] as const;
export const embedModeSchema = z.enum(EMBED_MODES);
export type EmbedMode = z.infer<typeof embedModeSchema>;

// Refines, not `z.minLength`, `z.gte` or `z.int()`: each of those brings its own check class into
// the bundle (minLength and gte together about 0.4 KB gzip), while refines are there anyway.
export const nonEmptyString = () =>
  z.string().check(z.refine((text) => text.length > 0, 'must not be empty'));

/** Epoch milliseconds or a duration: finite (zod rejects Infinity/NaN) and never negative. */
export const nonNegativeNumber = () => z.number().check(z.refine((value) => value >= 0, 'must be >= 0'));
export const integerAtLeast = (min: number) =>
  z
    .number()
    .check(z.refine((value) => Number.isInteger(value) && value >= min, `must be an integer >= ${min}`));
export const count = () => integerAtLeast(0);

const IDENTIFIER = '[A-Za-z_][A-Za-z0-9_]*';

/** `<view>.<member>`, as in `orders.count`. */
export const MEMBER_PATTERN = new RegExp(`^${IDENTIFIER}\\.${IDENTIFIER}$`);
export const memberSchema = z.string().check(z.regex(MEMBER_PATTERN));

/**
 * An in-embed route such as `/embed/d/42/app`. A leading single slash keeps every
 * path inside the tenant: no scheme (`javascript:`), no protocol-relative `//host`
 * and no `/\host`, which browsers also read as protocol-relative.
 */
export const IN_EMBED_PATH_PATTERN = /^\/(?![/\\])[^\s\\]{0,2047}$/;
export const inEmbedPathSchema = z.string().check(z.regex(IN_EMBED_PATH_PATTERN));

/** Opaque session ids: URL-safe characters only, so they can never break an embed address. */
export const SESSION_ID_PATTERN = /^[A-Za-z0-9._~-]{1,512}$/;

export function isValidLocale(tag: string): boolean {
  if (tag.length === 0 || tag.length > 100) return false;
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
}

/** `+02:00`, `-0800`, `UTC+3`, `GMT-5`, `Z`: offsets are not IANA names and are refused. */
const BARE_OFFSET_PATTERN = /^(?:(?:UTC|GMT)?\s*[+\-\u2212]\s*\d{1,2}(?::?\d{2})?|Z)$/i;
const IANA_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/;

export function isIanaTimeZone(name: string): boolean {
  if (name.length > 64 || BARE_OFFSET_PATTERN.test(name) || !IANA_NAME_PATTERN.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** `f_<semantic_view>.<dimension>=<JSON>`: group 1 the member, group 2 the JSON, which must parse. */
export const FILTER_PARAMETER_PATTERN = new RegExp(`^f_(${IDENTIFIER}\\.${IDENTIFIER})=(.+)$`, 's');

export function isFilterUrlParameter(value: string): boolean {
  const json = FILTER_PARAMETER_PATTERN.exec(value)?.[2];
  if (json === undefined) return false;
  try {
    JSON.parse(json);
    return true;
  } catch {
    return false;
  }
}

/** Theme values end up in CSS: colors and lengths from a closed grammar, fonts without CSS syntax. */
export const CSS_COLOR_PATTERN =
  /^(?:#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})|(?:rgb|rgba|hsl|hsla)\([\d\s.,%/+-]{1,60}\)|[a-z]{3,30})$/i;
const CSS_LENGTH_PATTERN = /^\d{1,4}(?:\.\d{1,3})?(?:px|rem|em|%)$/;
export const FONT_FAMILY_PATTERN = /^[A-Za-z0-9 ,'"._-]{1,200}$/;

export function isBorderRadius(value: unknown): value is number | string {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 && value <= 1000;
  return typeof value === 'string' && CSS_LENGTH_PATTERN.test(value);
}
