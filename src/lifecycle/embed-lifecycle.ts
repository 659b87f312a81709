import { EMBED_EVENT_NAMES, EmbedController } from '../host';
import { checkOptions, type OptionShape } from '../internal/check-options';
import { embedIframeTitle } from '../internal/iframe-title';
import { embedIdentity } from './embed-identity';
import { mintSessionId } from './mint-session';
import { LIFECYCLE_OPTION_KINDS, wrapperOptionShape } from './option-shape';
import type { LifecycleOptions, LifecycleSink } from './options';
import { optionsKey } from './options-key';
import { controllerMintsFirst, sessionForNewEmbed } from './session-ids';
import { SettingsSync } from './settings-sync';

/**
 * One embed kept in step with a wrapper's options, the same for React, Vue and the element. The
 * wrapper calls `attach(container)` when it has an element, `update()` after any change of the
 * options (it compares by value, so calling it too often costs nothing), and `detach()` when the
 * element goes; the lifecycle reads the options through `read` at each step.
 *
 * - An identity change (see `embedIdentity`) destroys the embed and creates a new one.
 * - A creation is synchronous when no mint is needed; a mint that settles after a newer step
 *   (`generation`) is dropped.
 * - After a failed creation, any change of a value (not of a function) tries again: it may be the fix.
 * - Setting changes go to the live embed as actions; a new title renames its iframe.
 */
export class EmbedLifecycle {
  readonly #read: () => LifecycleOptions;
  readonly #sink: LifecycleSink;
  readonly #shape: OptionShape;
  /** Session ids embeds were opened with: single use, never given to another embed. */
  readonly #spent = new Set<string>();
  #container: HTMLElement | null = null;
  /** Identity of the embed that exists, is being created or failed; `null` when there is none. */
  #identity: string | null = null;
  /** Bumped on each creation and teardown: an async result of an older one is stale. */
  #generation = 0;
  #controller: EmbedController | null = null;
  #settings: SettingsSync | null = null;
  /** `optionsKey` of the options when creation last failed, or `null`. */
  #failedKey: string | null = null;

  /** `wrapperKinds`: the wrapper's own options that `read` returns too (React's callbacks). */
  constructor(read: () => LifecycleOptions, sink: LifecycleSink, wrapperKinds: OptionShape['kinds'] = {}) {
    this.#read = read;
    this.#sink = sink;
    this.#shape = wrapperOptionShape(wrapperKinds);
  }

  /** The live controller; `null` while detached, minting or failed. */
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
    const options = this.#read();
    const identity = embedIdentity(options);
    if (identity !== this.#identity) {
      this.#teardown();
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

  /** Destroys the embed, and drops any mint in flight; `attach` starts again. */
  detach(): void {
    this.#teardown();
    this.#container = null;
    this.#identity = null;
  }

  #create(): void {
    const generation = ++this.#generation;
    this.#failedKey = null;
    let session: string | undefined | Promise<string>;
    try {
      const options = this.#read();
      checkOptions('SvcEmbed', options, this.#shape);
      if (controllerMintsFirst(options, this.#spent)) {
        this.#open(undefined, true);
        return;
      }
      session = sessionForNewEmbed(options, this.#spent);
    } catch (error) {
      this.#fail(error);
      return;
    }
    if (typeof session !== 'object') {
      this.#open(session);
      return;
    }
    session.then(
      (sessionId) => {
        if (generation === this.#generation) this.#open(sessionId);
      },
      (error: unknown) => {
        if (generation === this.#generation) this.#fail(error);
      },
    );
  }

  /** `mintsFirst`: no session yet, the controller mints the first when the embed opens (lazy). */
  #open(sessionId: string | undefined, mintsFirst = false): void {
    const container = this.#container;
    if (!container) return;
    const options = this.#read();
    // Changed while minting, and the wrapper's `update()` has not run yet: open nothing. Only that
    // update knows whether the new options are complete (the element waits for its attributes);
    // with no identity held, it creates the embed afresh.
    if (embedIdentity(options) !== this.#identity) {
      this.#identity = null;
      return;
    }
    let controller: EmbedController;
    try {
      controller = new EmbedController({
        ...controllerOptions(options),
        // Sent by `SettingsSync` below, so that they are sent once.
        colorScheme: undefined,
        theme: undefined,
        sessionId,
        // Read at each renewal, so a new function is used without re-embedding.
        mintSession:
          sessionId === undefined && !mintsFirst ? undefined : () => mintSessionId(this.#read().mintSession),
        container,
        onDiagnostic: (diagnostic) => this.#sink.diagnostic(diagnostic),
      });
    } catch (error) {
      this.#fail(error);
      return;
    }
    if (sessionId !== undefined) this.#spent.add(sessionId);
    this.#controller = controller;
    this.#forward(controller);
    this.#settings = new SettingsSync(controller, options, (error) => this.#sink.error(error));
    this.#sink.controller(controller);
  }

  #forward(controller: EmbedController): void {
    const sink = this.#sink;
    for (const name of EMBED_EVENT_NAMES) {
      // One handler for every name: the union of handler types accepts none, so it is widened once here.
      const handler = (payload: unknown, envelope: unknown) =>
        sink.event(name, payload as never, envelope as never);
      controller.on(name, handler as never);
    }
    controller.on('renewal', (update) => sink.renewal(update));
    controller.ready.catch((error: unknown) => {
      // A rejection after teardown is the `destroyed` one: nobody is waiting for that embed.
      if (this.#controller === controller && !controller.destroyed) sink.error(error);
    });
  }

  #fail(error: unknown): void {
    this.#failedKey = optionsKey(this.#read());
    this.#sink.error(error);
  }

  #teardown(): void {
    this.#generation += 1;
    this.#failedKey = null;
    this.#settings = null;
    const controller = this.#controller;
    if (!controller) return;
    this.#controller = null;
    controller.destroy();
    this.#sink.controller(null);
  }
}

/** The options the controller takes, without the wrapper's own (checked, and used by the wrapper). */
function controllerOptions(options: LifecycleOptions): LifecycleOptions {
  const given = options as unknown as Record<string, unknown>;
  const picked = Object.keys(LIFECYCLE_OPTION_KINDS).map((name) => [name, given[name]]);
  return Object.fromEntries(picked) as unknown as LifecycleOptions;
}
