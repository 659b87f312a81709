import { type EmbedController, hideEmbed, type PreloadEmbedOptions, preloadEmbed, showEmbed } from '../host';
import { invalidOption } from '../internal/errors';
import type { SettingsSync } from './settings-sync';

/** What a kept embed carries from one wrapper to the next: who shows it now reads its options. */
export interface KeptEmbed<Owner> {
  readonly controller: EmbedController;
  /** What its settings are now: the next wrapper sends only what differs. */
  readonly settings: SettingsSync;
  /** `embedIdentity` of the options it was created with: only the same identity may take it. */
  readonly identity: string;
  /** The wrapper showing it, or the last one (its options are read for renewals while hidden). */
  owner: Owner;
  /** Whether a mounted wrapper shows it now. */
  inUse: boolean;
}

/** Where a live embed is kept: its set and id. */
export interface KeptPlace {
  readonly embeds: KeptEmbeds;
  readonly id: string;
}

/**
 * Embeds kept alive by id across unmounts (`keepAlive: 'sales'`): a wrapper that goes hides its
 * embed here instead of destroying it, and the next wrapper with the same id and the same embed
 * identity shows it again, loaded, ready and renewed meanwhile. One id is shown by one wrapper at
 * a time. React's and Vue's `<SvcEmbedKeepAlive>` give a scope whose end destroys them all;
 * the element's live in the page's own set until `releaseKeptEmbed(id)`. The pre-rendering code
 * comes in with this class: a wrapper that never keeps an embed alive does not bundle it.
 */
export class KeptEmbeds {
  readonly #kept = new Map<string, KeptEmbed<unknown>>();

  /** Creates an embed that can be kept: loaded in the page's hidden layer. */
  preload(options: PreloadEmbedOptions): EmbedController {
    return preloadEmbed(options);
  }

  /**
   * Shows a kept embed over `container`. Always the overlay, even where `moveBefore` exists: each
   * wrapper hears of the container's removal only after it (React's `useEffect` cleanup, Vue's
   * `onDeactivated` under `<KeepAlive>`, the element's `disconnectedCallback`), and an iframe inside
   * a removed element is unloaded. The overlay is clipped and stacked like the container's content.
   */
  show(controller: EmbedController, container: HTMLElement): void {
    showEmbed(controller, container, { overlay: true });
  }

  /**
   * The embed kept under `id`, now in use by `owner`, or `null` when there is none (a kept embed of
   * another identity is destroyed: its options changed while it was away). Throws `invalid-options`
   * when a mounted wrapper shows it.
   */
  take<Owner>(id: string, identity: string, owner: Owner): KeptEmbed<Owner> | null {
    const kept = this.#kept.get(id) as KeptEmbed<Owner> | undefined;
    if (!kept) return null;
    if (kept.inUse)
      throw invalidOption(`keepAlive "${id}" is shown by another mounted embed; give each its own id`);
    if (kept.identity !== identity || kept.controller.destroyed) {
      this.release(id);
      return null;
    }
    kept.inUse = true;
    kept.owner = owner;
    return kept;
  }

  /** Registers a new embed under `id`, in use by `owner`. */
  add<Owner>(id: string, kept: KeptEmbed<Owner>): void {
    this.#kept.set(id, kept as KeptEmbed<unknown>);
  }

  /** The wrapper showing `id` went: the embed is hidden and waits for the next one. */
  park(id: string): void {
    const kept = this.#kept.get(id);
    if (!kept) return;
    kept.inUse = false;
    if (!kept.controller.destroyed) hideEmbed(kept.controller);
  }

  /** Destroys the embed kept under `id` (every one without an id). */
  release(id?: string): void {
    for (const [key, kept] of [...this.#kept]) {
      if (id !== undefined && key !== id) continue;
      this.#kept.delete(key);
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
