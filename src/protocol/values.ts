import { EXTENSION_LIST_PATTERN } from './extensions';
import type { Rule } from './rules';

// Reusable value rules of the wire format, without zod (the schemas are in schemas.ts).

/** The three embed surfaces. */
export const SURFACES = ['dashboard', 'app', 'chat'] as const;
/** What is embedded: `dashboard`, `app` or `chat`. */
export type Surface = (typeof SURFACES)[number];

/** The two embed modes. */
export const EMBED_MODES = ['signed', 'private'] as const;
/** `signed` (opened with a single-use session id minted by your backend) or `private`. */
export type EmbedMode = (typeof EMBED_MODES)[number];

/** At most 128 characters, so a member is at most 257. */
export const IDENTIFIER = '[A-Za-z_][A-Za-z0-9_]{0,127}';

/** `<view>.<member>`, as in `orders.count`. */
export const MEMBER_PATTERN = new RegExp(`^${IDENTIFIER}\\.${IDENTIFIER}$`);

/**
 * An in-embed route such as `/embed/d/42/app`. A leading single slash keeps every
 * path inside the tenant: no scheme (`javascript:`), no protocol-relative `//host`
 * and no `/\host`, which browsers also read as protocol-relative. No `.` or `..` segment,
 * plain or percent-encoded (`%2e`, `%2E%2e`): a browser or server resolves them out of the route.
 * At most 2048 characters.
 */
export const IN_EMBED_PATH_PATTERN = /^(?=[^\s\\]{1,2048}$)(?!.*\/(?:\.|%2e){1,2}(?:[/?#]|$))\/(?![/\\])/i;

/** Opaque session ids: URL-safe characters only, so they can never break an embed address. */
export const SESSION_ID_PATTERN = /^[A-Za-z0-9._~-]{1,512}$/;

/** True for a valid BCP 47 language tag (`fr`, `fr-CA`), as `set-locale` takes. */
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

export const validLocale = {
  test: isValidLocale,
  message: 'must be a BCP 47 language tag',
} satisfies Rule;

/** True for an IANA time zone name (`Europe/Paris`, `UTC`); false for a bare offset such as `+02:00`. */
export function isIanaTimeZone(name: string): boolean {
  if (name.length > 64 || BARE_OFFSET_PATTERN.test(name) || !IANA_NAME_PATTERN.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const ianaTimeZone = {
  test: isIanaTimeZone,
  message: 'must be an IANA time zone name such as Europe/Paris',
} satisfies Rule;

/** Theme values end up in CSS: colors and lengths from a closed grammar, fonts without CSS syntax. */
export const CSS_COLOR_PATTERN =
  /^(?:#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})|(?:rgb|rgba|hsl|hsla)\([\d\s.,%/+-]{1,60}\)|[a-z]{3,30})$/i;
const CSS_LENGTH_PATTERN = /^\d{1,4}(?:\.\d{1,3})?(?:px|rem|em|%)$/;
export const FONT_FAMILY_PATTERN = /^[A-Za-z0-9 ,'"._-]{1,200}$/;

export function isBorderRadius(value: unknown): value is number | string {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 && value <= 1000;
  return typeof value === 'string' && CSS_LENGTH_PATTERN.test(value);
}

export const borderRadius = {
  test: isBorderRadius,
  message: 'must be 0-1000 (px) or a CSS length',
} satisfies Rule;

/**
 * The regex checks of the wire format as named rules: the zod schemas refine with them
 * (src/protocol/schemas.ts `formatString`) and the generated validators (host and embed entries) find
 * each rule by its test, so both refuse a value with the rule's words.
 */
export const isMember = (text: string) => MEMBER_PATTERN.test(text);
/**
 * True when `text` is an in-embed path the protocol accepts (`navigate`, `view`, `buildEmbedUrl`'s
 * `path`): one leading slash, no `//host` or `/\host`, no `.` or `..` segment, at most 2048 characters.
 */
export const isInEmbedPath = (text: string) => IN_EMBED_PATH_PATTERN.test(text);
export const isSessionId = (text: string) => SESSION_ID_PATTERN.test(text);
export const isCssColor = (text: string) => CSS_COLOR_PATTERN.test(text);
export const isFontFamily = (text: string) => FONT_FAMILY_PATTERN.test(text);
export const isExtensionList = (text: string) => EXTENSION_LIST_PATTERN.test(text);

export const memberFormat = {
  test: isMember,
  message: 'must be <view>.<dimension>, such as orders.status',
} satisfies Rule;
export const inEmbedPathFormat = {
  test: isInEmbedPath,
  message: 'must be a path in the embed: one leading /, no . or .. segment, no spaces or backslashes',
} satisfies Rule;
export const sessionIdFormat = {
  test: isSessionId,
  message: 'must be 1 to 512 URL-safe characters (letters, digits, . _ ~ -)',
} satisfies Rule;
export const cssColorFormat = {
  test: isCssColor,
  message: 'must be a CSS color: #hex, rgb(), rgba(), hsl(), hsla() or a color name',
} satisfies Rule;
export const fontFamilyFormat = {
  test: isFontFamily,
  message: 'must be 1 to 200 letters, digits, spaces or , \' " . _ -',
} satisfies Rule;
export const extensionListFormat = {
  test: isExtensionList,
  message: 'must be up to 32 lower-case extension names separated by single spaces',
} satisfies Rule;
