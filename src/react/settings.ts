import type { EmbedController, EmbedControllerOptions, EmbedFilters, JsonValue } from '../host';

/** The options an embed can change in place through actions, without reloading. */
export type EmbedSettings = Pick<
  EmbedControllerOptions,
  'colorScheme' | 'theme' | 'locale' | 'timezone' | 'filters'
>;

export function settingsOf({ colorScheme, theme, locale, timezone, filters }: EmbedSettings): EmbedSettings {
  return { colorScheme, theme, locale, timezone, filters };
}

/** Compares by value; something JSON cannot encode compares equal to itself only, so it is reported once. */
export function jsonKey(value: unknown): string | undefined {
  try {
    return JSON.stringify(value);
  } catch {
    return '\u0000unserializable';
  }
}

/**
 * Sends an action for each setting that differs by value from what the embed has, so a new object
 * literal with the same content sends nothing. A setting that goes back to `undefined` is left as
 * the embed has it (no action unsets it); a removed filter member is cleared with `null`. Each
 * invalid value is reported and the other changes are still sent.
 */
export function sendChangedSettings(
  controller: EmbedController,
  before: EmbedSettings,
  after: EmbedSettings,
  report: (error: unknown) => void,
): void {
  const attempt = (send: () => void) => {
    try {
      send();
    } catch (error) {
      report(error);
    }
  };
  const { colorScheme, theme, locale, timezone } = after;
  if (colorScheme !== undefined && colorScheme !== before.colorScheme) {
    attempt(() => controller.setColorScheme(colorScheme));
  }
  if (theme !== undefined && jsonKey(theme) !== jsonKey(before.theme))
    attempt(() => controller.setTheme(theme));
  if (locale !== undefined && locale !== before.locale) attempt(() => controller.setLocale(locale));
  if (timezone !== undefined && timezone !== before.timezone) attempt(() => controller.setTimezone(timezone));
  for (const [member, value] of changedFilters(before.filters, after.filters)) {
    attempt(() => controller.setFilter(member, value));
  }
}

/** `[member, value]` for added and changed members, `[member, null]` for removed ones. */
export function changedFilters(before: EmbedFilters = {}, after: EmbedFilters = {}): [string, JsonValue][] {
  // A Map, not the object: a member named `__proto__` or `constructor` must be an ordinary key.
  const previous = new Map(Object.entries(before));
  const changes: [string, JsonValue][] = [];
  for (const [member, value] of Object.entries(after)) {
    if (jsonKey(previous.get(member)) !== jsonKey(value)) changes.push([member, value]);
    previous.delete(member);
  }
  for (const member of previous.keys()) changes.push([member, null]);
  return changes;
}
