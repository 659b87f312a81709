import type { EmbedTheme, Surface } from '../envelope';
import { EmbedController } from '../host/controller';
import type { EmbedFilters } from '../host/embed-url';
import { embedIframeTitle } from '../host/iframe';
import type { RenewalRetryOptions } from '../host/renewal-options';
import { mintSessionId } from '../internal/mint-session';
import { type ColorScheme, type EmbedSettings, SettingsSync } from '../internal/settings-sync';
import { OBSERVED_ATTRIBUTES, PROPERTY_NAMES, reflectAttributes } from './attributes';
import type { SvcEmbedElementConstructor, SvcEmbedProperties } from './element-types';
import { dispatchSvcEvent, forwardEmbedEvents } from './events';

/**
 * Builds the `<svc-embed>` class. It is made on demand, never at import, because `HTMLElement`
 * does not exist in Node; each tag name gets its own class, as the registry requires.
 *
 * Every change is batched into one microtask, which either re-creates the embed (its identity
 * changed) or turns setting changes into actions. Removal destroys the embed; a move within the
 * DOM is a removal and an insertion, so it re-creates the embed (the browser reloads a moved
 * iframe anyway).
 */
export function createSvcEmbedClass(): SvcEmbedElementConstructor {
  class SvcEmbed extends HTMLElement implements SvcEmbedProperties {
    static readonly observedAttributes = OBSERVED_ATTRIBUTES;

    declare tenantUrl: string | null;
    declare surface: Surface | null;
    declare publicId: string | null;
    declare deploymentId: number | null;
    declare path: string | null;
    declare sessionId: string | null;
    declare allowExport: boolean;
    declare colorScheme: ColorScheme | null;
    declare locale: string | null;
    declare timezone: string | null;
    declare readyTimeoutMs: number | null;

    #theme: EmbedTheme | null = null;
    #filters: EmbedFilters | null = null;
    #mintSession: (() => Promise<string>) | null = null;
    #renewal: RenewalRetryOptions | null = null;
    #controller: EmbedController | null = null;
    #settings: SettingsSync | null = null;
    /** Identity of the embed that exists or is being created; `null` when there is none. */
    #identity: string | null = null;
    /** Bumped on teardown, so a mint that settles afterwards creates nothing. */
    #generation = 0;
    #updateQueued = false;
    /** The `session-id` value already spent: session ids are single use. */
    #spentSessionId: string | null = null;

    get controller(): EmbedController | null {
      return this.#controller;
    }

    get theme(): EmbedTheme | null {
      return this.#theme;
    }
    set theme(theme: EmbedTheme | null) {
      this.#theme = theme;
      this.#queueUpdate();
    }

    get filters(): EmbedFilters | null {
      return this.#filters;
    }
    set filters(filters: EmbedFilters | null) {
      this.#filters = filters;
      this.#queueUpdate();
    }

    get mintSession(): (() => Promise<string>) | null {
      return this.#mintSession;
    }
    set mintSession(mintSession: (() => Promise<string>) | null) {
      this.#mintSession = mintSession;
      this.#queueUpdate();
    }

    get renewal(): RenewalRetryOptions | null {
      return this.#renewal;
    }
    set renewal(renewal: RenewalRetryOptions | null) {
      this.#renewal = renewal;
      this.#queueUpdate();
    }

    connectedCallback(): void {
      this.#adoptEarlyProperties();
      // Unstyled, a custom element is inline and its iframe gets no height; author CSS still wins.
      const { display } = getComputedStyle(this);
      if (!display || display === 'inline') this.style.display = 'block';
      this.#queueUpdate();
    }

    disconnectedCallback(): void {
      this.#teardown();
    }

    attributeChangedCallback(_name: string, previous: string | null, value: string | null): void {
      if (previous !== value) this.#queueUpdate();
    }

    #queueUpdate(): void {
      if (this.#updateQueued) return;
      this.#updateQueued = true;
      queueMicrotask(() => {
        this.#updateQueued = false;
        this.#update();
      });
    }

    #update(): void {
      if (!this.isConnected) return;
      const identity = this.#currentIdentity();
      if (identity !== this.#identity) {
        this.#teardown();
        this.#identity = identity;
        if (identity) void this.#create(this.#generation);
      } else if (this.#controller) {
        this.#settings?.apply(this.#wantedSettings());
        this.#controller.iframe.title = embedIframeTitle(this.surface as Surface, this.title || undefined);
      }
    }

    /** `null` until tenant, surface and the surface's id are all given. */
    #currentIdentity(): string | null {
      const { tenantUrl, surface, publicId, deploymentId } = this;
      if (!tenantUrl || !surface) return null;
      if ((surface === 'dashboard' && !publicId) || (surface === 'app' && deploymentId === null)) return null;
      return JSON.stringify([
        tenantUrl,
        surface,
        publicId,
        deploymentId,
        this.path,
        this.allowExport,
        this.#signed(),
      ]);
    }

    #signed(): boolean {
      return Boolean(this.sessionId || this.#mintSession);
    }

    async #create(generation: number): Promise<void> {
      try {
        const given = this.sessionId !== this.#spentSessionId ? this.sessionId : null;
        const sessionId = this.#signed() ? given || (await this.#mint()) : undefined;
        if (generation !== this.#generation) return;
        const settings = this.#wantedSettings();
        const controller = new EmbedController({
          tenantUrl: this.tenantUrl as string,
          surface: this.surface as Surface,
          publicId: this.publicId ?? undefined,
          deploymentId: this.deploymentId ?? undefined,
          path: this.path ?? undefined,
          sessionId,
          allowExport: this.allowExport,
          locale: settings.locale,
          timezone: settings.timezone,
          filters: settings.filters,
          title: this.title || undefined,
          readyTimeoutMs: this.readyTimeoutMs ?? undefined,
          renewal: this.#renewal ?? undefined,
          mintSession: () => this.#mint(),
          container: this,
          onDiagnostic: (diagnostic) => dispatchSvcEvent(this, 'diagnostic', diagnostic),
        });
        if (given) this.#spentSessionId = given;
        this.#controller = controller;
        forwardEmbedEvents(controller, this);
        controller.ready.catch((error: unknown) => {
          if (this.#controller === controller) this.#fail(error);
        });
        this.#settings = new SettingsSync(controller, settings, (error) => this.#fail(error));
      } catch (error) {
        if (generation !== this.#generation) return;
        // Forget the identity so that the next change, a fix perhaps, tries again.
        this.#identity = null;
        this.#fail(error);
      }
    }

    /** Always the latest `mintSession`, so a replaced function applies to the next renewal. */
    #mint(): Promise<string> {
      return mintSessionId(this.#mintSession);
    }

    #wantedSettings(): EmbedSettings {
      return {
        colorScheme: this.colorScheme ?? undefined,
        theme: this.#theme ?? undefined,
        locale: this.locale ?? undefined,
        timezone: this.timezone ?? undefined,
        filters: this.#filters ?? undefined,
      };
    }

    #teardown(): void {
      this.#generation += 1;
      this.#identity = null;
      this.#controller?.destroy();
      this.#controller = null;
      this.#settings = null;
    }

    #fail(error: unknown): void {
      dispatchSvcEvent(this, 'embed-error', error instanceof Error ? error : new Error(String(error)));
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
  reflectAttributes(SvcEmbed.prototype);
  return SvcEmbed as unknown as SvcEmbedElementConstructor;
}
