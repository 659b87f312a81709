import type { EmbedController } from '../host';
import { EmbedLifecycle, type LifecycleOptions, pageKeptEmbeds } from '../lifecycle';
import { defineProperties, OBSERVED_ATTRIBUTES, PROPERTY_NAMES } from './attributes';
import type { SvcEmbedElementConstructor } from './element-types';
import { dispatchSvcEvent } from './events';
import { withAttributeExtensions } from './extensions';
import { withKeepAliveOwner } from './keep-alive-owner';

/**
 * Builds the `<svc-embed>` class. It is made on demand, never at import, because `HTMLElement`
 * does not exist in Node; each tag name gets its own class, as the registry requires.
 *
 * Every change is batched into one microtask, which hands the properties to the embed lifecycle
 * (see `LifecycleOptions` for what each change does); an embed that would open private first waits
 * an animation frame, for properties a framework binds after inserting the element. Until tenant, surface and the surface's id
 * are given the element waits, quietly. Removal destroys the embed; a move within the DOM is a
 * removal and an insertion, so it re-creates the embed (the browser reloads a moved iframe anyway).
 */
export function createSvcEmbedClass(): SvcEmbedElementConstructor {
  class SvcEmbed extends HTMLElement {
    static readonly observedAttributes = OBSERVED_ATTRIBUTES;

    static {
      defineProperties(SvcEmbed.prototype, (element) => (element as SvcEmbed).#queueUpdate());
    }

    readonly #lifecycle = new EmbedLifecycle(
      () => this.#options(),
      {
        controller: () => {},
        event: (name, payload) => dispatchSvcEvent(this, name, payload as never),
        renewal: (update) => dispatchSvcEvent(this, 'renewal', update),
        diagnostic: (diagnostic) => dispatchSvcEvent(this, 'diagnostic', diagnostic),
        error: (error) => dispatchSvcEvent(this, 'embed-error', error),
      },
      {},
      // `keep-alive` elements wait in the page's set (`releaseKeptEmbed(id)`).
      () => pageKeptEmbeds,
      // Shown as an overlay, never moved in: `disconnectedCallback` comes after the removal.
      false,
    );
    #updateQueued = false;

    get controller(): EmbedController | null {
      return this.#lifecycle.controller;
    }

    connectedCallback(): void {
      this.#adoptEarlyProperties();
      // Unstyled, a custom element is inline and its iframe gets no height; author CSS still wins.
      const { display } = getComputedStyle(this);
      if (!display || display === 'inline') this.style.display = 'block';
      this.#queueUpdate();
    }

    disconnectedCallback(): void {
      this.#lifecycle.detach();
    }

    attributeChangedCallback(_name: string, previous: string | null, value: string | null): void {
      if (previous !== value) this.#queueUpdate();
    }

    #queueUpdate(): void {
      if (this.#updateQueued) return;
      this.#updateQueued = true;
      const run = () => {
        this.#updateQueued = false;
        this.#update();
      };
      queueMicrotask(() => {
        // A framework may bind properties a task after it inserts the element (Angular's
        // `[mintSession]`): an embed that would open private waits a frame for them, so that its
        // first request is the signed one. Hidden pages get no frames: a task is all they wait.
        const { mintSession, sessionId } = this.#options();
        if (this.#lifecycle.controller || mintSession || sessionId) run();
        else if (document.hidden) setTimeout(run);
        else requestAnimationFrame(run);
      });
    }

    #update(): void {
      if (!this.isConnected) return;
      if (this.#isComplete()) this.#lifecycle.attach(this);
      else this.#lifecycle.detach();
    }

    /** Attributes arrive one by one: an element without what its surface needs waits, quietly. */
    #isComplete(): boolean {
      const { tenantUrl, surface, publicId, deploymentId } = this.#options();
      if (!tenantUrl || !surface) return false;
      return !((surface === 'dashboard' && !publicId) || (surface === 'app' && deploymentId === undefined));
    }

    /** Every property under its option name; an absent one (`null`) is `undefined`, as options have it. */
    #options(): LifecycleOptions {
      const self = this as unknown as Record<string, unknown>;
      const options: Record<string, unknown> = { title: this.title || undefined };
      for (const name of PROPERTY_NAMES) options[name] = self[name] ?? undefined;
      return withKeepAliveOwner(withAttributeExtensions(options)) as unknown as LifecycleOptions;
    }

    /** A framework may set properties before the tag is defined; those own properties hide ours. */
    #adoptEarlyProperties(): void {
      const self = this as unknown as Record<string, unknown>;
      for (const name of PROPERTY_NAMES) {
        if (!Object.hasOwn(this, name)) continue;
        const value = self[name];
        delete self[name];
        self[name] = value;
      }
    }
  }
  return SvcEmbed as unknown as SvcEmbedElementConstructor;
}
