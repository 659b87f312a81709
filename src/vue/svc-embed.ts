import { defineComponent, h, shallowRef } from 'vue';
import { type EmbedNotify, svcEmbedEmits } from './emits';
import { svcEmbedProps } from './props';
import { useEmbed } from './use-embed';

/**
 * `<SvcEmbed tenant-url="…" surface="dashboard" public-id="…" :mint-session="mint" @ready="…" />`.
 * Renders an empty `<div>` (also on the server) that the iframe is created in after mount.
 * A template ref gets `controller` (an `EmbedController`, or `null` while there is none).
 */
export const SvcEmbed = defineComponent({
  name: 'SvcEmbed',
  props: svcEmbedProps,
  emits: svcEmbedEmits,
  setup(props, { emit, expose }) {
    const container = shallowRef<HTMLElement | null>(null);
    // biome-ignore lint/correctness/useHookAtTopLevel: a Vue composable in setup(); the rule is React's.
    const { controller } = useEmbed(container, props, emit as EmbedNotify);
    expose({ controller });
    return () => h('div', { ref: container });
  },
});
