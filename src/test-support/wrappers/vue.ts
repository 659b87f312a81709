import { cleanup, render } from '@testing-library/vue';
import { defineComponent, h, nextTick, shallowRef } from 'vue';
import { SvcEmbed } from '../../vue';
import { flushMicrotasks, type MountedWrapper, type WrapperAdapter, type WrapperOptions } from './adapter';

async function settle(): Promise<void> {
  await nextTick();
  await flushMicrotasks();
}

async function mountVue(options: WrapperOptions): Promise<MountedWrapper> {
  const errors: unknown[] = [];
  const props = shallowRef(options);
  const embed = shallowRef<InstanceType<typeof SvcEmbed> | null>(null);
  const Parent = defineComponent(
    () => () =>
      h(SvcEmbed, { ...props.value, ref: embed, 'onEmbed-error': (error: unknown) => errors.push(error) }),
  );
  const rendered = render(Parent);
  await settle();
  return {
    errors,
    controller: () => embed.value?.controller ?? null,
    update: async (next) => {
      props.value = next;
      await settle();
    },
    unmount: async () => {
      rendered.unmount();
      await settle();
    },
  };
}

export const vueAdapter: WrapperAdapter = {
  name: 'vue',
  errorChannel: "the 'embed-error' emit",
  mount: mountVue,
  settle,
  cleanup,
};
