import * as z from 'zod/mini';
import {
  CSS_COLOR_PATTERN,
  FONT_FAMILY_PATTERN,
  inEmbedPathSchema,
  isBorderRadius,
  isFilterUrlParameter,
  isIanaTimeZone,
  isValidLocale,
  SESSION_ID_PATTERN,
} from './values';

/** Payloads of the eight actions of spec section 6.4. Unknown fields are dropped on parse. */

const color = () => z.optional(z.string().check(z.regex(CSS_COLOR_PATTERN)));

/** The session request's `embedTheme`; each value is checked because the embed writes it into CSS. */
export const embedThemeSchema = z.object({
  primaryColor: color(),
  backgroundColor: color(),
  textColor: color(),
  font: z.optional(z.string().check(z.regex(FONT_FAMILY_PATTERN))),
  /** Pixels as a number (0 to 1000) or a CSS length such as `8px`, `0.5rem`, `50%`. */
  borderRadius: z.optional(z.custom<number | string>(isBorderRadius, 'must be 0-1000 (px) or a CSS length')),
});

export const actionPayloadSchemas = {
  'set-color-scheme': z.object({ scheme: z.enum(['light', 'dark', 'auto']) }),
  'set-theme': embedThemeSchema,
  'set-locale': z.object({
    locale: z.string().check(z.refine(isValidLocale, 'must be a valid BCP 47 language tag')),
  }),
  'set-timezone': z.object({
    timezone: z.string().check(z.refine(isIanaTimeZone, 'must be an IANA time zone name, not an offset')),
  }),
  'set-filter': z.object({
    filterUrlParameter: z
      .string()
      .check(z.refine(isFilterUrlParameter, 'must be f_<view>.<dimension>=<JSON> with valid JSON')),
  }),
  navigate: z.object({ path: inEmbedPathSchema }),
  refresh: z.object({}),
  'set-session': z.object({ sessionId: z.string().check(z.regex(SESSION_ID_PATTERN)) }),
};

export type EmbedActionName = keyof typeof actionPayloadSchemas;
export type ActionPayloads = { [N in EmbedActionName]: z.infer<(typeof actionPayloadSchemas)[N]> };
export type EmbedTheme = ActionPayloads['set-theme'];
