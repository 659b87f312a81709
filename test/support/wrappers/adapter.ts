import type { EmbedController } from '../../../src/host';
import type { LifecycleOptions } from '../../../src/lifecycle';

/** The options every wrapper takes, in the lifecycle's terms (the element maps them to its properties). */
export type WrapperOptions = LifecycleOptions;

/** One wrapper instance on the page, driven the same way whatever the framework. */
export interface MountedWrapper {
  /** Replaces every option: what `next` leaves out is unset. Waits until the wrapper has reacted. */
  update(next: WrapperOptions): Promise<void>;
  unmount(): Promise<void>;
  /** What came out of the wrapper's error channel, in order. */
  readonly errors: unknown[];
  /** The live controller, read the way a user reads it (ref, template ref, property). */
  controller(): EmbedController | null;
}

/**
 * How the behaviour table drives one framework's wrapper. Each adapter uses the framework's own
 * test library and the wrapper's public surface only.
 */
export interface WrapperAdapter {
  readonly name: 'react' | 'vue' | 'element';
  /** The error channel, as a user of this wrapper spells it. */
  readonly errorChannel: string;
  mount(options: WrapperOptions): Promise<MountedWrapper>;
  /**
   * Mounts, unmounts and mounts again within one task (React's StrictMode does this to every
   * component; a move of an element in the DOM does the same). Absent where a framework never does.
   */
  doubleMount?(options: WrapperOptions): Promise<MountedWrapper>;
  /** A keep-alive scope (`keepAlive` wrappers mount in it, leave it, and find their kept embeds there). */
  keepAliveScope(): Promise<KeepAliveScope>;
  /** Lets pending updates, mints and the wrapper's deferred work run. */
  settle(): Promise<void>;
  /** Unmounts whatever is left. */
  cleanup(): void;
}

/**
 * Where kept embeds wait, as a user of the wrapper has it: React's and Vue's `<SvcEmbedKeepAlive>`
 * around the wrappers it mounts, the page's own set for the element.
 */
export interface KeepAliveScope {
  /** Mounts a wrapper in the scope; its `unmount()` leaves the scope (and what it keeps) as it is. */
  mount(options: WrapperOptions): Promise<MountedWrapper>;
  /** What an app does at sign-out: unmounts the scope (React, Vue), `releaseKeptEmbed()` (the element). */
  end(): Promise<void>;
}

/** Lets promise callbacks run (mints, then creation); works under fake timers. */
export async function flushMicrotasks(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}
