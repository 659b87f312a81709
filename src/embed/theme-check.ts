import { validateSetThemeAction } from '../protocol/generated/validators';
import type { EmbedTheme } from '../protocol/payload-names';

/**
 * True when `value` is a theme `set-theme` accepts: every colour, font and radius within its closed
 * CSS grammar. For a theme that did not come as an action, such as a claim of the tenant's session
 * token. No zod: this is the generated `set-theme` validator.
 */
export function isEmbedTheme(value: unknown): value is EmbedTheme {
  return validateSetThemeAction(value).success;
}
