import type { EmbedController, JsonValue } from '../host';
import type { SvcEmbedProps } from './props';

/** What can change on a live embed without reloading it. */
export type EmbedSettings = Pick<
  SvcEmbedProps,
  'colorScheme' | 'theme' | 'locale' | 'timezone' | 'filters' | 'title'
>;

type ScalarSetting = Exclude<keyof EmbedSettings, 'filters'>;

/**
 * Settings as JSON, keyed by setting name or `FILTER_KEY + member`: comparing these tells a
 * changed value from a new object with the same content. Unset settings are left out.
 */
export type SettingsSnapshot = ReadonlyMap<string, { json: string; value: unknown }>;

const FILTER_KEY = 'filter:';
/** Sent once and then seen as unchanged, so that a value JSON cannot hold is reported once, not on every render. */
const UNSERIALIZABLE = '\u0000unserializable';

const SETTERS: Record<ScalarSetting, (controller: EmbedController, value: never) => void> = {
  colorScheme: (controller, scheme: EmbedSettings['colorScheme'] & {}) => controller.setColorScheme(scheme),
  theme: (controller, theme: EmbedSettings['theme'] & {}) => controller.setTheme(theme),
  locale: (controller, locale: string) => controller.setLocale(locale),
  timezone: (controller, timezone: string) => controller.setTimezone(timezone),
  // The title is the iframe's own attribute, not a message to the embed.
  title: (controller, title: string) => {
    controller.iframe.title = title;
  },
};

export function snapshotSettings(settings: EmbedSettings): SettingsSnapshot {
  const snapshot = new Map<string, { json: string; value: unknown }>();
  const add = (key: string, value: unknown) => {
    if (value !== undefined) snapshot.set(key, { json: toJson(value), value });
  };
  for (const name of Object.keys(SETTERS) as ScalarSetting[]) add(name, settings[name]);
  for (const [member, value] of Object.entries(settings.filters ?? {})) add(FILTER_KEY + member, value);
  return snapshot;
}

/**
 * The updates that take the embed from `before` to `after`, each a call on the controller.
 * A removed filter is set to `null`; an unset setting sends nothing (there is no "reset" action).
 */
export function settingUpdates(
  before: SettingsSnapshot,
  after: SettingsSnapshot,
): Array<(controller: EmbedController) => void> {
  const updates: Array<(controller: EmbedController) => void> = [];
  for (const [key, { json, value }] of after) {
    if (before.get(key)?.json !== json) updates.push(update(key, value));
  }
  for (const key of before.keys()) {
    if (key.startsWith(FILTER_KEY) && !after.has(key)) updates.push(update(key, null));
  }
  return updates;
}

function update(key: string, value: unknown): (controller: EmbedController) => void {
  if (key.startsWith(FILTER_KEY)) {
    return (controller) => controller.setFilter(key.slice(FILTER_KEY.length), value as JsonValue);
  }
  return (controller) => SETTERS[key as ScalarSetting](controller, value as never);
}

function toJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? UNSERIALIZABLE;
  } catch {
    return UNSERIALIZABLE; // BigInt or a cycle
  }
}
