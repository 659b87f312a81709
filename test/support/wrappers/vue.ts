import { cleanup, render } from '@testing-library/vue';
import { defineComponent, h, nextTick, shallowRef } from 'vue';
import type { EmbedController } from '../../../src/host';
import { SvcEmbed, SvcEmbedKeepAlive } from '../../../src/vue';
import {
  flushMicrotasks,
  type KeepAliveScope,
  type MountedWrapper,
  type WrapperAdapter,
  type WrapperOptions,
} from './adapter';

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

interface ScopeChild {
  readonly key: number;
  readonly options: WrapperOptions;
  readonly errors: unknown[];
  readonly controller: () => EmbedController | null;
  readonly setInstance: (instance: unknown) => void;
}

/** One `<SvcEmbedKeepAlive>` whose slot renders the wrappers mounted in it, each under its own key. */
async function keepAliveScope(): Promise<KeepAliveScope> {
  const children = shallowRef<ScopeChild[]>([]);
  let nextKey = 0;
  const slot = () =>
    children.value.map((child) =>
      h(SvcEmbed, {
        ...child.options,
        key: child.key,
        ref: child.setInstance,
        'onEmbed-error': (error: unknown) => child.errors.push(error),
      }),
    );
  const rendered = render(defineComponent(() => () => h(SvcEmbedKeepAlive, null, { default: slot })));
  await settle();
  const place = async (child: ScopeChild | null, key: number) => {
    const others = children.value.filter((other) => other.key !== key);
    const replaced = children.value.map((other) => (other.key === key && child ? child : other));
    children.value = !child ? others : others.length < children.value.length ? replaced : [...others, child];
    await settle();
  };
  return {
    mount: async (options) => {
      const key = nextKey++;
      let instance: { controller: EmbedController | null } | null = null;
      const child: ScopeChild = {
        key,
        options,
        errors: [],
        controller: () => instance?.controller ?? null,
        setInstance: (value) => {
          instance = value as typeof instance;
        },
      };
      await place(child, key);
      return {
        errors: child.errors,
        controller: child.controller,
        update: (next) => place({ ...child, options: next }, key),
        unmount: () => place(null, key),
      };
    },
    end: async () => {
      rendered.unmount();
      await settle();
    },
  };
}

export const vueAdapter: WrapperAdapter = {
  name: 'vue',
  errorChannel: "the 'embed-error' emit",
  mount: mountVue,
  keepAliveScope,
  settle,
  cleanup,
};
