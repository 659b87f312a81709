import type { EmbedTheme, Surface } from '../envelope';
import type { EmbedController } from '../host/controller';
import type { EmbedFilters } from '../host/embed-url';
import type { RenewalRetryOptions } from '../host/renewal-options';
import type { ColorScheme } from '../internal/settings-sync';
import type { SvcEmbedEventMap } from './events';

/**
 * The properties of `<svc-embed>`. Those that have an attribute reflect it (`null` when it is
 * absent); `theme`, `filters`, `mintSession` and `renewal` are properties only.
 */
export interface SvcEmbedProperties {
  /** `tenant-url`. Part of the embed's identity: a change re-creates the embed. */
  tenantUrl: string | null;
  /** `surface`. Identity. */
  surface: Surface | null;
  /** `public-id`. Identity; needed by a dashboard. */
  publicId: string | null;
  /** `deployment-id`. Identity; needed by an app. */
  deploymentId: number | null;
  /** `path`. Identity. */
  path: string | null;
  /** `session-id`: used once, by the first embed created after it is set. */
  sessionId: string | null;
  /** `allow-export`: on when present, unless it says `false`. Identity. */
  allowExport: boolean;
  /** `color-scheme`. Sent as an action: never reloads the embed. */
  colorScheme: ColorScheme | null;
  /** `locale`, a BCP 47 tag. Sent as an action once the embed exists. */
  locale: string | null;
  /** `timezone`, an IANA name. Sent as an action once the embed exists. */
  timezone: string | null;
  /** `ready-timeout-ms`. Read when an embed is created. */
  readyTimeoutMs: number | null;
  /** Sent as an action, compared by value. */
  theme: EmbedTheme | null;
  /** The whole set of filters: members added or changed are set, members removed are cleared. */
  filters: EmbedFilters | null;
  /** Makes the embed signed; read at each use, so a new function applies without re-embedding. */
  mintSession: (() => Promise<string>) | null;
  /** Renewal retry options. Read when an embed is created. */
  renewal: RenewalRetryOptions | null;
  /** The live controller; `null` while the element is incomplete, minting, failed or detached. */
  readonly controller: EmbedController | null;
}

type SvcEmbedListener<K extends keyof SvcEmbedEventMap> = (
  this: SvcEmbedElement,
  event: SvcEmbedEventMap[K],
) => unknown;

export interface SvcEmbedElement extends HTMLElement, SvcEmbedProperties {
  addEventListener<K extends keyof SvcEmbedEventMap>(
    type: K,
    listener: SvcEmbedListener<K>,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener<K extends keyof HTMLElementEventMap>(
    type: K,
    listener: (this: HTMLElement, event: HTMLElementEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof SvcEmbedEventMap>(
    type: K,
    listener: SvcEmbedListener<K>,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener<K extends keyof HTMLElementEventMap>(
    type: K,
    listener: (this: HTMLElement, event: HTMLElementEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
}

export interface SvcEmbedElementConstructor {
  new (): SvcEmbedElement;
  readonly prototype: SvcEmbedElement;
  readonly observedAttributes: readonly string[];
}
