import {
  inject,
  onActivated,
  onBeforeUnmount,
  onDeactivated,
  onMounted,
  type Ref,
  type ShallowRef,
  shallowRef,
  watch,
} from 'vue';
import type { EmbedController } from '../host';
import { EmbedLifecycle, type OptionShape } from '../lifecycle';
import type { EmbedNotify } from './emits';
import { KEPT_EMBEDS } from './kept-embeds-key';
import type { SvcEmbedProps } from './props';

/** What `useEmbed` returns. */
export interface UseEmbedResult {
  /** The live controller (its first session maybe still being minted); `null` before mount, after a failure and after unmount. */
  controller: ShallowRef<EmbedController | null>;
}

/**
 * Keeps one embed in `container` in step with `props` (component props or a `reactive()`
 * object): what identifies the embed recreates it, settings are sent as actions, unmount destroys
 * it (see `LifecycleOptions`). Call it in `setup()`; nothing touches the DOM before mount.
 */
export function useEmbed(
  container: Readonly<Ref<HTMLElement | null>>,
  props: Readonly<SvcEmbedProps>,
  notify: EmbedNotify,
): UseEmbedResult {
  return embedIn(container, () => props, notify);
}

/** `useEmbed` reading its options from `read`, which may hold options beyond the props (`wrapperKinds`). */
export function embedIn(
  container: Readonly<Ref<HTMLElement | null>>,
  read: () => Readonly<SvcEmbedProps>,
  notify: EmbedNotify,
  wrapperKinds: OptionShape['kinds'] = {},
): UseEmbedResult {
  const controller = shallowRef<EmbedController | null>(null);
  const keptEmbeds = inject(KEPT_EMBEDS, null);
  const lifecycle = new EmbedLifecycle(
    read,
    {
      controller: (live) => {
        controller.value = live;
      },
      event: (name, payload) => notify(name, payload as never),
      renewal: (update) => notify('renewal', update),
      diagnostic: (diagnostic) => notify('diagnostic', diagnostic),
      error: (error) => notify('embed-error', error),
    },
    wrapperKinds,
    () => keptEmbeds,
    // A kept embed is shown as an overlay, never moved in: under Vue's <KeepAlive> the component's
    // DOM goes to a detached storage before any hook of ours runs, and an iframe there unloads.
    false,
  );

  onMounted(() => {
    if (container.value) lifecycle.attach(container.value);
  });
  // Every prop, deeply (a `reactive` filters object mutated in place counts); the lifecycle
  // compares by value, so a new object with equal values does nothing.
  watch(
    () => ({ ...read() }),
    () => lifecycle.update(),
    { deep: true },
  );
  onBeforeUnmount(() => lifecycle.detach());
  // Under Vue's <KeepAlive> a deactivated component's DOM leaves the document, which unloads an iframe
  // in it: the embed goes with it (a `keep-alive` one is kept), and comes back on activation.
  onDeactivated(() => lifecycle.detach());
  onActivated(() => {
    if (container.value) lifecycle.attach(container.value);
  });
  return { controller };
}
