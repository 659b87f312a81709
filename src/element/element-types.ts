import type {
  EmbedController,
  EmbedFilters,
  HostExtension,
  RenewalRetryOptions,
  SetThemePayload,
  Surface,
  TransportChoice,
} from '../host';
import type { ColorScheme } from '../lifecycle';
import type { SvcEmbedElementEventMap } from './events';

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
  /**
   * `session-id`: single use, it opens the next embed unless an earlier one used it (then
   * `mintSession` is called). Present but empty is an `invalid-options` error, never a private embed.
   */
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
  /** `transport`: `auto` (default), `window` or `port`. Read when an embed is created. */
  transport: TransportChoice | null;
  /** `auto-height`: size the iframe to the embed's content (extension `content-size`). Read when an embed is created. */
  autoHeight: boolean;
  /** `min-height`, CSS px: lower bound of the automatic height. Read when an embed is created. */
  minHeight: number | null;
  /** `max-height`, CSS px: upper bound of the automatic height. Read when an embed is created. */
  maxHeight: number | null;
  /** `debug`: log every message and refusal to the console. Read when an embed is created. */
  debug: boolean;
  /**
   * `loading="lazy"`: the iframe, its address and the first mint wait until the element comes near
   * the viewport (`lazyLoad()`). Read when an embed is created.
   */
  loading: 'lazy' | 'eager' | null;
  /**
   * `keep-alive`: an id under which the embed stays alive when the element leaves the document
   * (hidden, ready); the next element with that id, the same embed and the same owner shows it
   * again, with no mint and no reload, unless it gives a `session-id` the kept embed never used.
   * `releaseKeptEmbed(id)` ends it (`releaseKeptEmbed()` ends every one: call it at sign-out).
   * Read when an embed is created.
   */
  keepAlive: string | null;
  /**
   * `keep-alive-owner`: who the kept embed belongs to, a key that differs between your users (an
   * opaque user id, or a hash: it is an attribute, visible in the DOM). A kept embed is never shown
   * to an element with another owner, or with none when it had one: that element gets a new embed,
   * and the kept one is destroyed. Give it when users sign in and out without a reload and the
   * element has `mintSession` only. Part of the embed's identity; read with `keep-alive` only.
   */
  keepAliveOwner: string | null;
  /**
   * `sync-route`: the in-embed route in the page's address (`syncRoute()`); a value names the URL
   * parameter (default `embed`). Read when an embed is created.
   */
  syncRoute: string | null;
  /** Sent as an action, compared by value. */
  theme: SetThemePayload | null;
  /** The whole set of filters: members added or changed are set, members removed are cleared. */
  filters: EmbedFilters | null;
  /** Makes the embed signed; read at each use, so a new function applies without re-embedding. */
  mintSession: (() => Promise<string>) | null;
  /** Renewal retry options. Read when an embed is created. */
  renewal: RenewalRetryOptions | null;
  /** More extensions, after those of the attributes (`auto-height`, `message-port`, `debug`). Read when an embed is created. */
  extensions: readonly HostExtension[] | null;
  /** The live controller (its first session maybe still being minted); `null` while the element is incomplete, failed or detached. */
  readonly controller: EmbedController | null;
}

type SvcEmbedListener<K extends keyof SvcEmbedElementEventMap> = (
  this: SvcEmbedElement,
  event: SvcEmbedElementEventMap[K],
) => unknown;

/** The `<svc-embed>` element: its properties, and `addEventListener` typed for its `svc-*` events. */
export interface SvcEmbedElement extends HTMLElement, SvcEmbedProperties {
  /** Listens to one of the `svc-*` events; `event.detail` is typed. */
  addEventListener<K extends keyof SvcEmbedElementEventMap>(
    type: K,
    listener: SvcEmbedListener<K>,
    options?: boolean | AddEventListenerOptions,
  ): void;
  /** Listens to a standard DOM event. */
  addEventListener<K extends keyof HTMLElementEventMap>(
    type: K,
    listener: (this: HTMLElement, event: HTMLElementEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  /** Listens to any other event. */
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  /** Stops listening to one of the `svc-*` events. */
  removeEventListener<K extends keyof SvcEmbedElementEventMap>(
    type: K,
    listener: SvcEmbedListener<K>,
    options?: boolean | EventListenerOptions,
  ): void;
  /** Stops listening to a standard DOM event. */
  removeEventListener<K extends keyof HTMLElementEventMap>(
    type: K,
    listener: (this: HTMLElement, event: HTMLElementEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  /** Stops listening to any other event. */
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
}

/** The class `defineSvcEmbed` registers and returns. */
export interface SvcEmbedElementConstructor {
  new (): SvcEmbedElement;
  /** The prototype of every `<svc-embed>`. */
  readonly prototype: SvcEmbedElement;
  /** The attributes the element reflects into its properties (kebab-case), plus `title`. */
  readonly observedAttributes: readonly string[];
}
