import type { ActionPayloads, EmbedTheme } from '@svc/embed';
import { isEmbedTheme } from '@svc/embed/embed';

/** Color scheme and brand theme, applied to the root element through an attribute and custom properties. */

export type ColorScheme = ActionPayloads['set-color-scheme']['scheme'];
export type ResolvedScheme = 'light' | 'dark';

export const DEFAULT_COLOR_SCHEME: ColorScheme = 'light';
const DARK_QUERY = '(prefers-color-scheme: dark)';

/** `data-scheme` on the root is always the resolved scheme; `auto` follows the OS while it is chosen. */
export class ColorSchemeControl {
  readonly #root: HTMLElement;
  readonly #media: MediaQueryList | null;
  #scheme: ColorScheme = DEFAULT_COLOR_SCHEME;

  constructor(root: HTMLElement, onOsChange: () => void) {
    this.#root = root;
    this.#media = typeof matchMedia === 'function' ? matchMedia(DARK_QUERY) : null;
    this.#media?.addEventListener('change', () => {
      if (this.#scheme !== 'auto') return;
      this.#apply();
      onOsChange();
    });
    this.#apply();
  }

  get scheme(): ColorScheme {
    return this.#scheme;
  }

  get resolved(): ResolvedScheme {
    if (this.#scheme !== 'auto') return this.#scheme;
    return this.#media?.matches ? 'dark' : 'light';
  }

  /** `dark`, or `auto (dark)` when following the OS. */
  get label(): string {
    return this.#scheme === 'auto' ? `auto (${this.resolved})` : this.#scheme;
  }

  set(scheme: ColorScheme): void {
    this.#scheme = scheme;
    this.#apply();
  }

  #apply(): void {
    this.#root.dataset.scheme = this.resolved;
  }
}

const THEME_PROPERTIES = {
  primaryColor: '--theme-primary',
  backgroundColor: '--theme-background',
  textColor: '--theme-text',
  font: '--theme-font',
  borderRadius: '--theme-radius',
} as const satisfies Record<keyof EmbedTheme, string>;

/**
 * Merges a theme into the root's custom properties (fields not given keep their value). The
 * action schema has already checked every value against a closed CSS grammar.
 */
export function applyTheme(root: HTMLElement, theme: EmbedTheme): void {
  for (const [field, property] of Object.entries(THEME_PROPERTIES)) {
    const value = theme[field as keyof EmbedTheme];
    if (value === undefined) continue;
    root.style.setProperty(property, typeof value === 'number' ? `${value}px` : value);
  }
}

/** Applies the session's `embedTheme` claim if it passes the `set-theme` schema; `false` when it does not. */
export function applyThemeClaim(root: HTMLElement, claim: unknown): boolean {
  if (claim === undefined) return true;
  if (!isEmbedTheme(claim)) return false;
  applyTheme(root, claim);
  return true;
}
