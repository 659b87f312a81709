import { type EmbedController, hideEmbed, type PreloadEmbedOptions, preloadEmbed, showEmbed } from '../host';
import { invalidOption } from '../internal/errors';
import { ControllerCallbacks } from './controller-callbacks';
import { readKeepAlive } from './keep-alive-key';
import type { LifecycleOptions } from './options';
import type { SettingsSync } from './settings-sync';
import type { WrapperCallbacks } from './wrapper-callbacks';

/** What a kept embed carries from one wrapper to the next. */
export interface KeptEmbed {
  readonly controller: EmbedController;
  /** What its settings are now: the next wrapper sends only what differs. */
  readonly settings: SettingsSync;
  /** `embedIdentity` of the options it was created with (its owner included): only the same identity may take it. */
  readonly identity: string;
  /** Who its callbacks reach (the wrapper showing it, nobody while hidden), and its session ids. */
  readonly callbacks: ControllerCallbacks;
}

/** What a wrapper asks `take` for: the embed's identity and the session id it gives, if any. */
export interface KeptEmbedWanted {
  readonly identity: string;
  readonly sessionId: string | undefined;
}

/** Where a live embed is kept: its set and id. */
export interface KeptPlace {
  readonly embeds: KeptEmbeds;
  readonly id: string;
}

/**
 * Embeds kept alive by id across unmounts (`keepAlive: 'sales'`): a wrapper that goes hides its
 * embed here instead of destroying it, and the next wrapper with the same id, the same embed
 * identity (owner included) and no session id the embed did not use shows it again, loaded and
 * ready. One id is shown by one wrapper at a time. React's and Vue's `<SvcEmbedKeepAlive>` give a scope whose end destroys them all;
 * the element's live in the page's own set until `releaseKeptEmbed(id)`. The pre-rendering code
 * comes in with this class: a wrapper that never keeps an embed alive does not bundle it.
 */
export class KeptEmbeds {
  readonly #kept = new Map<string, KeptEmbed>();

  /** The id `keepAlive` keeps under, checked (`invalid-options`, see `readKeepAlive`). */
  idOf(options: LifecycleOptions): string {
    return (readKeepAlive(options) as { id: string }).id;
  }

  /** The callbacks of an embed to keep: they reach `wrapper` while it shows the embed, nobody while hidden. */
  callbacks(wrapper: WrapperCallbacks, sessionId: string | undefined): ControllerCallbacks {
    return new ControllerCallbacks(wrapper, sessionId);
  }

  /** Creates an embed that can be kept: loaded in the page's hidden layer. */
  preload(options: PreloadEmbedOptions): EmbedController {
    return preloadEmbed(options);
  }

  /**
   * Shows a kept embed in `container`. `overlay: true` keeps the iframe in the hidden layer, over a
   * placeholder: for a wrapper that hears of the container's removal only after it (Vue's
   * `onDeactivated` under `<KeepAlive>`, the element's `disconnectedCallback`), as an iframe inside
   * a removed element is unloaded. Otherwise it moves into the container where the browser has
   * `moveBefore` (the overlay elsewhere): the wrapper must `park` it before the container leaves.
   */
  show(controller: EmbedController, container: HTMLElement, options: { overlay: boolean }): void {
    showEmbed(controller, container, options);
  }

  /**
   * The embed kept under `id`, now shown by `wrapper`, or `null` when there is none. A kept embed
   * of another identity (its options or its owner changed while it was away), or opened and renewed
   * with other session ids than the `sessionId` given (another session, another user), is
   * destroyed. Throws `invalid-options` when a mounted wrapper shows it.
   */
  take(id: string, wanted: KeptEmbedWanted, wrapper: WrapperCallbacks): KeptEmbed | null {
    const kept = this.#kept.get(id);
    if (!kept) return null;
    if (kept.callbacks.shown)
      throw invalidOption(`keepAlive "${id}" is shown by another mounted embed; give each its own id`);
    const { identity, sessionId } = wanted;
    const otherSession = sessionId !== undefined && !kept.callbacks.sessions.has(sessionId);
    if (kept.identity !== identity || otherSession || kept.controller.destroyed) {
      this.release(id);
      return null;
    }
    kept.callbacks.showTo(wrapper, kept.controller);
    return kept;
  }

  /** Registers a new embed under `id`, shown by the wrapper its callbacks reach. */
  add(id: string, kept: KeptEmbed): void {
    this.#kept.set(id, kept);
  }

  /** The wrapper showing `controller` under `id` went: it is hidden, and waits for the next one. */
  park(id: string, controller: EmbedController): void {
    const kept = this.#kept.get(id);
    if (kept?.controller !== controller) return;
    kept.callbacks.hide();
    if (!controller.destroyed) hideEmbed(controller);
  }

  /**
   * Destroys the embed kept under `id` (every one without an id); with `controller`, only if that is
   * the one kept there (a wrapper's embed released meanwhile may have been replaced under its id).
   */
  release(id?: string, controller?: EmbedController): void {
    for (const [key, kept] of [...this.#kept]) {
      if (id !== undefined && key !== id) continue;
      if (controller !== undefined && kept.controller !== controller) continue;
      this.#kept.delete(key);
      kept.callbacks.hide();
      kept.controller.destroy();
    }
  }

  /** The ids kept now, shown or hidden. */
  get ids(): string[] {
    return [...this.#kept.keys()];
  }
}

/** The page's own set, for wrappers outside any scope (and the element). */
export const pageKeptEmbeds = new KeptEmbeds();

/** Destroys the embed the page keeps alive under `id`, or every one without an id (those of a scope end with it). */
export function releaseKeptEmbed(id?: string): void {
  pageKeptEmbeds.release(id);
}
