import type { EmbedController } from '../../host';
import type { LifecycleOptions } from '../../lifecycle';

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
  /** Lets pending updates, mints and the wrapper's deferred work run. */
  settle(): Promise<void>;
  /** Unmounts whatever is left. */
  cleanup(): void;
}

/** Lets promise callbacks run (mints, then creation); works under fake timers. */
export async function flushMicrotasks(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}
