import type { ActionPayloads, EmbedTheme } from '../envelope';
import type { EmbedController } from '../host/controller';
import type { EmbedFilters } from '../host/embed-url';

export type ColorScheme = ActionPayloads['set-color-scheme']['scheme'];

/** What may change on a live embed without reloading it. */
export interface EmbedSettings {
  colorScheme?: ColorScheme;
  theme?: EmbedTheme;
  locale?: string;
  timezone?: string;
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
 * Turns setting changes into actions on one controller. It remembers, as JSON, what the embed
 * was last given, so equal values are not re-sent. A setting that is removed keeps the embed's
 * current value (there is no "unset" action), except filters: a member that leaves `filters`
 * is cleared with `setFilter(member, null)`.
 */
export class SettingsSync {
  readonly #sent = new Map<string, string>();
  readonly #filters = new Map<string, string>();
  readonly #controller: EmbedController;
  readonly #fail: (error: unknown) => void;

  /** `initial` is what the controller was created with: locale, time zone and filters are in its URL. */
  constructor(controller: EmbedController, initial: EmbedSettings, fail: (error: unknown) => void) {
    this.#controller = controller;
    this.#fail = fail;
    this.#remember(this.#sent, 'locale', initial.locale);
    this.#remember(this.#sent, 'timezone', initial.timezone);
    for (const [member, value] of Object.entries(initial.filters ?? {})) {
      this.#remember(this.#filters, member, value);
    }
    this.apply(initial);
  }

  /** Sends an action for each setting that differs from what was last sent; a refused value is reported. */
  apply(wanted: EmbedSettings): void {
    for (const key of Object.keys(ACTIONS) as ActionSetting[]) {
      const value = wanted[key];
      if (value !== undefined)
        this.#send(this.#sent, key, value, () => ACTIONS[key](this.#controller, value as never));
    }
    const filters = new Map(Object.entries(wanted.filters ?? {}));
    for (const member of this.#filters.keys()) if (!filters.has(member)) filters.set(member, null);
    for (const [member, value] of filters) {
      this.#send(this.#filters, member, value, () => this.#controller.setFilter(member, value));
    }
  }

  #send(sent: Map<string, string>, key: string, value: unknown, action: () => void): void {
    try {
      if (sent.get(key) === JSON.stringify(value)) return;
      action();
      this.#remember(sent, key, value);
    } catch (error) {
      this.#fail(error);
    }
  }

  #remember(sent: Map<string, string>, key: string, value: unknown): void {
    if (value !== undefined) sent.set(key, JSON.stringify(value));
  }
}
