import { defineComponent, h, shallowRef } from 'vue';
import { splitAttrs, VUE_OPTION_KINDS } from './attrs';
import { type EmbedNotify, svcEmbedEmits } from './emits';
import { type SvcEmbedProps, svcEmbedProps } from './props';
import { embedIn } from './use-embed';

/**
 * `<SvcEmbed tenant-url="…" surface="dashboard" public-id="…" :mint-session="mint" @ready="…" />`.
 * Renders an empty `<div>` (also on the server) that the iframe is created in after mount.
 * A template ref gets `controller` (an `EmbedController`, or `null` while there is none), typed:
 * `ref<InstanceType<typeof SvcEmbed>>()` then `.value?.controller`. `class`, `style`, `id`,
 * `data-*` and `aria-*` go to the `<div>`; any other attribute or listener is a misspelled prop or
 * event: `embed-error` gets `invalid-options` with "did you mean", as React's wrapper throws.
 */
export const SvcEmbed = defineComponent({
  name: 'SvcEmbed',
  props: svcEmbedProps,
  emits: svcEmbedEmits,
  // What a template ref sees, and what its type shows: `controller`, none of the other bindings.
  expose: ['controller'],
  inheritAttrs: false,
  setup(props, { emit, attrs }) {
    const container = shallowRef<HTMLElement | null>(null);
    const options = () => ({ ...splitAttrs(attrs).options, ...props }) as SvcEmbedProps;
    const { controller } = embedIn(container, options, emit as EmbedNotify, VUE_OPTION_KINDS);
    return {
      /** The live controller, or `null` while there is none. */
      controller,
      /** The `<div>` the iframe goes into. */
      container,
    };
  },
  render() {
    // A string ref fills the setup binding of that name.
    return h('div', { ...splitAttrs(this.$attrs).placeholder, ref: 'container' });
  },
});
