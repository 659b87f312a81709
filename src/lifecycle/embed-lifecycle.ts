import type { EmbedControllerOptions } from '../host';
import { EmbedController } from '../host';
import { embedIframeTitle } from '../host/iframe-title';
import { checkOptions, type OptionShape, readOptionsOnce } from '../internal/check-options';
import { EMBED_ERROR_CODES, EmbedError, invalidOption } from '../internal/errors';
import type { ControllerCallbacks } from './controller-callbacks';
import { embedIdentity, isSigned } from './embed-identity';
import { forwardEvents } from './forward-events';
import type { KeptEmbed, KeptEmbeds, KeptPlace } from './kept-embeds';
import { controllerOptions, wrapperOptionShape } from './option-shape';
import type { LifecycleOptions, LifecycleSink } from './options';
import { optionsKey } from './options-key';
import { sessionForNewEmbed } from './session-ids';
import { SettingsSync } from './settings-sync';
import { callbacksOf, type WrapperCallbacks } from './wrapper-callbacks';

/**
 * One embed kept in step with a wrapper's options, the same for React, Vue and the element. The
 * wrapper calls `attach(container)` when it has an element, `update()` after any change of the
 * options (it compares by value, so calling it too often costs nothing), and `detach()` when the
 * element goes; the lifecycle reads the options through `read` at each step, each read copied
 * once (own properties only: an inherited key, `Object.prototype` polluted, is never an option).
 *
 * - An identity change (see `embedIdentity`) destroys the embed and creates a new one.
 * - A creation is synchronous. The controller mints the first session (`mintSession` without an
 *   unspent `sessionId`), from the options it was created with; a mint that settles after a
 *   teardown is dropped by the destroyed controller.
 * - After a failed creation, any change of a value (not of a function) tries again: it may be the fix.
 * - Setting changes go to the live embed as actions; a new title renames its iframe.
 * - With `keepAlive`, `detach()` hides the embed in `KeptEmbeds`, and a creation with that id
 *   shows the kept one if `KeptEmbeds.take` allows (no mint, no reload); its callbacks reach only
 *   the wrapper that shows it (`ControllerCallbacks`).
 */
export class EmbedLifecycle {
  /** `read` and `sink`; what the callbacks of this wrapper's embeds reach while it shows them. */
  readonly #wrapper: WrapperCallbacks;
  readonly #shape: OptionShape;
  /** Session ids embeds were opened with: single use, never given to another embed. */
  readonly #spent = new Set<string>();
  #container: HTMLElement | null = null;
  /** Identity of the embed that exists, is being created or failed; `null` when there is none. */
  #identity: string | null = null;
  #controller: EmbedController | null = null;
  #settings: SettingsSync | null = null;
  /** `optionsKey` of the options when creation last failed, or `null`. */
  #failedKey: string | null = null;
  /** Unsubscribes the live controller's forwarding handlers. */
  #unforward: (() => void)[] = [];
  /** Where the live controller is kept; `null` when it is not kept alive. */
  #kept: KeptPlace | null = null;
  readonly #keptEmbeds: () => KeptEmbeds | null;
  readonly #parksInTime: boolean;

  /**
   * `wrapperKinds`: the wrapper's own options that `read` returns too (React's callbacks).
   * `keptEmbeds`: where `keepAlive` embeds wait (the nearest `<SvcEmbedKeepAlive>`'s, the page's for
   * the element); `null` where there is none, and `keepAlive` is then an `invalid-options` error.
   * `parksInTime`: the wrapper calls `parkKept()` before its container leaves the document, so a
   * kept embed may move into the container (`moveBefore`) rather than be shown as an overlay.
   */
  constructor(
    read: () => LifecycleOptions,
    sink: LifecycleSink,
    wrapperKinds: OptionShape['kinds'] = {},
    keptEmbeds: () => KeptEmbeds | null = () => null,
    parksInTime = false,
  ) {
    this.#wrapper = { read: () => readOptionsOnce(read()), sink };
    this.#shape = wrapperOptionShape(wrapperKinds);
    this.#keptEmbeds = keptEmbeds;
    this.#parksInTime = parksInTime;
  }

  /** The live controller (minting its first session, maybe); `null` while detached or failed. */
  get controller(): EmbedController | null {
    return this.#controller;
  }

  /** Gives the element the iframe goes into (another element detaches first), then `update()`. */
  attach(container: HTMLElement): void {
    if (container !== this.#container) {
      this.detach();
      this.#container = container;
    }
    this.update();
  }

  /** Brings the embed in step with the options as `read` returns them now; cheap when nothing changed. */
  update(): void {
    if (!this.#container) return;
    const options = this.#wrapper.read();
    const identity = embedIdentity(options);
    if (identity !== this.#identity) {
      this.#teardown(false);
      this.#identity = identity;
      this.#create();
    } else if (this.#controller) {
      this.#settings?.apply(options);
      // The title is the iframe's own attribute, not a message to the embed; React updates after
      // every render, and an unchanged title is not written again (observers would see each write).
      const { iframe } = this.#controller;
      const title = embedIframeTitle(options.surface, options.title);
      if (iframe.title !== title) iframe.title = title;
    } else if (this.#failedKey !== null && this.#failedKey !== optionsKey(options)) {
      this.#create();
    }
  }

  /** Destroys the embed (a `keepAlive` one is hidden and kept), and drops any mint in flight; `attach` starts again. */
  detach(): void {
    this.#teardown(true);
    this.#container = null;
    this.#identity = null;
  }

  /** The container is about to leave the document: a kept embed goes back to its hidden slot now. */
  parkKept(): void {
    if (this.#kept && this.#controller) this.#kept.embeds.park(this.#kept.id, this.#controller);
  }

  #create(): void {
    this.#failedKey = null;
    let options: LifecycleOptions;
    let sessionId: string | undefined;
    try {
      options = this.#wrapper.read();
      checkOptions('SvcEmbed', options, this.#shape);
      const kept = this.#takeKept(options);
      if (kept) {
        this.#show(kept.embed.controller, kept.place, kept.embed.settings);
        return;
      }
      sessionId = sessionForNewEmbed(options, this.#spent);
    } catch (error) {
      this.#fail(error);
      return;
    }
    this.#open(options, sessionId);
  }

  /**
   * Creates the embed. Without `sessionId`, a signed one gets `mintSession` alone: its controller
   * mints the first session (when it opens: `lazyLoad()` holds that), and a failed mint is this
   * wrapper's failed creation (reported once, torn down, tried again on a change of a value).
   */
  #open(options: LifecycleOptions, sessionId: string | undefined): void {
    const container = this.#container;
    if (!container) return;
    const plain = callbacksOf(this.#wrapper);
    let kept: (KeptPlace & { callbacks: ControllerCallbacks }) | null = null;
    let controller: EmbedController;
    try {
      const place = this.#keptPlace(options);
      kept = place && { ...place, callbacks: place.embeds.callbacks(this.#wrapper, sessionId) };
      const { mintSession, onDiagnostic } = kept?.callbacks ?? plain;
      const given = {
        ...controllerOptions(options),
        colorScheme: undefined, // Sent by `SettingsSync` below, once, as is `theme`.
        theme: undefined,
        sessionId,
        mintSession: isSigned(options) ? mintSession : undefined,
        onDiagnostic,
        // What each surface needs is checked at run time: a wrapper's options come from markup.
      } as EmbedControllerOptions;
      controller = kept ? kept.embeds.preload(given) : new EmbedController({ ...given, container });
    } catch (error) {
      this.#fail(error);
      return;
    }
    if (sessionId !== undefined) this.#spent.add(sessionId);
    controller.ready.catch((error: unknown) => {
      if (this.#controller !== controller || !isMintFailure(error)) return;
      this.#teardown(false);
      this.#fail(error);
    });
    const settings = new SettingsSync(controller, options, (kept?.callbacks ?? plain).fail);
    const identity = embedIdentity(options);
    kept?.embeds.add(kept.id, { controller, settings, identity, callbacks: kept.callbacks });
    this.#show(controller, kept, settings);
  }

  /** The embed kept under `keepAlive`'s id for these options, taken for this wrapper; `null` if none. */
  #takeKept(options: LifecycleOptions): { embed: KeptEmbed; place: KeptPlace } | null {
    const place = this.#keptPlace(options);
    if (!place) return null;
    const wanted = { identity: embedIdentity(options), sessionId: options.sessionId };
    const embed = place.embeds.take(place.id, wanted, this.#wrapper);
    // Its sessions are spent: this wrapper never opens another embed with one of them.
    for (const sessionId of embed?.callbacks.sessions ?? []) this.#spent.add(sessionId);
    return embed && { embed, place };
  }

  /** Where `keepAlive` keeps this embed, checked; `null` without it. */
  #keptPlace(options: LifecycleOptions): KeptPlace | null {
    if (options.keepAlive === undefined) return null;
    const embeds = this.#keptEmbeds();
    if (!embeds)
      throw invalidOption('keepAlive needs a keep-alive scope: put <SvcEmbedKeepAlive> around your routes');
    return { embeds, id: embeds.idOf(options) };
  }

  /** Makes `controller` the live one: shown (a kept one moved in or over the container), forwarded, in step. */
  #show(controller: EmbedController, kept: KeptPlace | null, settings: SettingsSync): void {
    this.#controller = controller;
    this.#kept = kept;
    if (kept && this.#container)
      kept.embeds.show(controller, this.#container, { overlay: !this.#parksInTime });
    this.#unforward = forwardEvents(controller, this.#wrapper.sink, () => this.#controller === controller);
    this.#settings = settings;
    // A kept embed taken again: the settings and title of this wrapper.
    if (kept) this.update();
    this.#wrapper.sink.controller(controller);
  }

  #fail(error: unknown): void {
    this.#failedKey = optionsKey(this.#wrapper.read());
    this.#wrapper.sink.error(error);
  }

  /** `keep`: a kept-alive embed is hidden for the next wrapper (the wrapper went), not destroyed. */
  #teardown(keep: boolean): void {
    this.#failedKey = null;
    this.#settings = null;
    const controller = this.#controller;
    if (!controller) return;
    this.#controller = null;
    for (const unsubscribe of this.#unforward.splice(0)) unsubscribe();
    const kept = this.#kept;
    this.#kept = null;
    if (kept && keep) kept.embeds.park(kept.id, controller);
    else kept ? kept.embeds.release(kept.id, controller) : controller.destroy();
    this.#wrapper.sink.controller(null);
  }
}

/** The controller's `ready` rejected because its first mint failed (no other failure before `ready` has this code). */
function isMintFailure(error: unknown): boolean {
  return error instanceof EmbedError && error.code === EMBED_ERROR_CODES.mintFailed;
}
