import type { EmbedController, EmbedControllerOptions, EmbedFilters, SetThemePayload } from '../host';
import { valueKey } from './options-key';

/** `light`, `dark`, or `auto` (follows the OS), as the `set-color-scheme` action takes it. */
export type ColorScheme = NonNullable<EmbedControllerOptions['colorScheme']>;

/** What may change on a live embed without reloading it. */
export interface EmbedSettings {
  /** Sent as `set-color-scheme`. */
  colorScheme?: ColorScheme;
  /** Sent as `set-theme`, compared by value. */
  theme?: SetThemePayload;
  /** A BCP 47 tag, sent as `set-locale`. */
  locale?: string;
  /** An IANA time zone name, sent as `set-timezone`. */
  timezone?: string;
  /** The whole set of filters: members added or changed are set, members removed are cleared. */
  filters?: EmbedFilters;
}

type ActionSetting = Exclude<keyof EmbedSettings, 'filters'>;

const ACTIONS: { [K in ActionSetting]: (controller: EmbedController, value: never) => void } = {
  colorScheme: (controller, scheme) => controller.setColorScheme(scheme),
  theme: (controller, theme) => controller.setTheme(theme),
  locale: (controller, locale) => controller.setLocale(locale),
  timezone: (controller, timezone) => controller.setTimezone(timezone),
};

/**
 * Turns setting changes into actions on one controller. It remembers, as JSON, the value each
 * setting and filter member last had, so an equal value in a new object sends nothing, and a
 * refused value is reported once, not on every `apply`. A setting that goes back to `undefined`
 * keeps the embed's current value (there is no "unset" action), except filters: a member that
 * leaves `filters` is cleared with `setFilter(member, null)`.
 */
export class SettingsSync {
  /** JSON of each action setting, then of each filter member, as last applied (sent or refused). */
  readonly #settings = new Map<string, string>();
  readonly #filters = new Map<string, string>();
  readonly #controller: EmbedController;
  readonly #fail: (error: unknown) => void;

  /**
   * `initial` is what the controller was created with: its locale, time zone and filters are in the
   * iframe's address; its color scheme and theme are sent here (the controller queues them until ready).
   */
  constructor(controller: EmbedController, initial: EmbedSettings, fail: (error: unknown) => void) {
    this.#controller = controller;
    this.#fail = fail;
    this.#remember(this.#settings, 'locale', initial.locale);
    this.#remember(this.#settings, 'timezone', initial.timezone);
    for (const [member, value] of Object.entries(initial.filters ?? {})) {
      this.#remember(this.#filters, member, value);
    }
    this.apply(initial);
  }

  /** Sends an action for each setting that differs from what it last was; each refused value is reported. */
  apply(wanted: EmbedSettings): void {
    for (const key of Object.keys(ACTIONS) as ActionSetting[]) {
      const value = wanted[key];
      if (value !== undefined)
        this.#send(this.#settings, key, value, () => ACTIONS[key](this.#controller, value as never));
    }
    // A Map, not an object: a member named `__proto__` or `constructor` must be an ordinary key.
    const filters = new Map(Object.entries(wanted.filters ?? {}).filter(([, value]) => value !== undefined));
    for (const member of this.#filters.keys()) if (!filters.has(member)) filters.set(member, null);
    for (const [member, value] of filters) {
      this.#send(this.#filters, member, value, () => this.#controller.setFilter(member, value));
    }
  }

  #send(applied: Map<string, string>, key: string, value: unknown, action: () => void): void {
    if (applied.get(key) === valueKey(value)) return;
    this.#remember(applied, key, value);
    try {
      action();
    } catch (error) {
      this.#fail(error);
    }
  }

  #remember(applied: Map<string, string>, key: string, value: unknown): void {
    if (value !== undefined) applied.set(key, valueKey(value));
  }
}
