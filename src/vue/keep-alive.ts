import { defineComponent, onUnmounted, provide } from 'vue';
import { KeptEmbeds } from '../lifecycle';
import { KEPT_EMBEDS } from './kept-embeds-key';

/**
 * A scope for `keep-alive` embeds, as React's: an `<SvcEmbed keep-alive="sales">` below it that
 * unmounts (a route change, a `v-if`) leaves its embed hidden and ready, and the next one with that
 * id and owner shows it again (a renewal due meanwhile waits for it). When the scope unmounts, every
 * embed kept in it is destroyed. Put it around your `<RouterView>`, keyed by the signed-in user so
 * that sign-out ends it; it renders its slot and nothing else.
 */
export const SvcEmbedKeepAlive = /* @__PURE__ */ defineComponent({
  name: 'SvcEmbedKeepAlive',
  setup(_props, { slots }) {
    const embeds = new KeptEmbeds();
    provide(KEPT_EMBEDS, embeds);
    onUnmounted(() => embeds.release());
    return () => slots.default?.();
  },
});
