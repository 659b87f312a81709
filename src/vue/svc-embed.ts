import { defineComponent, h, shallowRef } from 'vue';
import { type EmbedNotify, svcEmbedEmits } from './emits';
import { svcEmbedProps } from './props';
import { useEmbed } from './use-embed';

/**
 * `<SvcEmbed tenant-url="…" surface="dashboard" public-id="…" :mint-session="mint" @ready="…" />`.
 * Renders an empty `<div>` (also on the server) that the iframe is created in after mount.
 * A template ref gets `controller` (an `EmbedController`, or `null` while there is none), typed:
 * `ref<InstanceType<typeof SvcEmbed>>()` then `.value?.controller`.
 */
export const SvcEmbed = defineComponent({
  name: 'SvcEmbed',
  props: svcEmbedProps,
  emits: svcEmbedEmits,
  // What a template ref sees, and what its type shows: `controller`, none of the other bindings.
  expose: ['controller'],
  setup(props, { emit }) {
    const container = shallowRef<HTMLElement | null>(null);
    // biome-ignore lint/correctness/useHookAtTopLevel: a Vue composable in setup(); the rule is React's.
    const { controller } = useEmbed(container, props, emit as EmbedNotify);
    return {
      /** The live controller, or `null` while there is none. */
      controller,
      /** The `<div>` the iframe goes into. */
      container,
    };
  },
  render() {
    // A string ref fills the setup binding of that name.
    return h('div', { ref: 'container' });
  },
});
