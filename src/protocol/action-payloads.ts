import * as z from 'zod/mini';
import { filterUrlParameter } from './filter-parameter';
import { formatString, inEmbedPathSchema, refineWith, ruleOnly } from './schemas';
import {
  borderRadius,
  cssColorFormat,
  fontFamilyFormat,
  ianaTimeZone,
  sessionIdFormat,
  validLocale,
} from './values';

/** Payloads of the eight actions (README "API: `@svc/embed/host`"). Unknown fields are dropped on parse. */

const color = () => z.optional(formatString(cssColorFormat));

/** The session request's `embedTheme`; each value is checked because the embed writes it into CSS. */
export const embedThemeSchema = z.object({
  /** Main brand color, a CSS color (`#0a7`, `rgb(...)`, a named color). */
  primaryColor: color(),
  /** Background color, a CSS color. */
  backgroundColor: color(),
  /** Text color, a CSS color. */
  textColor: color(),
  /** A CSS font family list, e.g. `Inter, sans-serif`. */
  font: z.optional(formatString(fontFamilyFormat)),
  /** Pixels as a number (0 to 1000) or a CSS length such as `8px`, `0.5rem`, `50%`. */
  borderRadius: z.optional(ruleOnly<number | string>(borderRadius)),
});

export const actionPayloadSchemas = {
  'set-color-scheme': z.object({
    /** `light`, `dark`, or `auto` (follows the OS). */
    scheme: z.enum(['light', 'dark', 'auto']),
  }),
  'set-theme': embedThemeSchema,
  'set-locale': z.object({
    /** A BCP 47 tag: full code, short code or regional variant (`fr-FR`, `fr`, `fr-CA`). */
    locale: z.string().check(refineWith(validLocale)),
  }),
  'set-timezone': z.object({
    /** An IANA time zone name such as `Europe/Paris`; bare UTC offsets are refused. */
    timezone: z.string().check(refineWith(ianaTimeZone)),
  }),
  'set-filter': z.object({
    /** `f_<semantic_view>.<dimension>=<JSON>`, e.g. `f_orders.status={"value":"USA"}`. */
    filterUrlParameter: z.string().check(refineWith(filterUrlParameter)),
  }),
  navigate: z.object({
    /** An in-embed path such as `/embed/d/42/app/workbook/130`. */
    path: inEmbedPathSchema,
  }),
  refresh: z.object({}),
  'set-session': z.object({
    /** A fresh session id from your backend: single use, valid 5 minutes. */
    sessionId: formatString(sessionIdFormat),
  }),
};

/** The short name of an action: `set-filter`, `navigate`, `set-session`, ... (the type without `svc:action:`). */
export type EmbedActionName = keyof typeof actionPayloadSchemas;
/** The payloads as the schemas infer them; the public map, with a named type per action, is in payload-names.ts. */
export type ActionPayloads = { [N in EmbedActionName]: z.infer<(typeof actionPayloadSchemas)[N]> };
