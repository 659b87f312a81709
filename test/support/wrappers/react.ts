import { act, cleanup, render } from '@testing-library/react';
import { createElement, createRef, type ReactElement, StrictMode } from 'react';
import type { EmbedController } from '../../../src/host';
import { SvcEmbed, SvcEmbedKeepAlive, type SvcEmbedProps } from '../../../src/react';
import type { KeepAliveScope, MountedWrapper, WrapperAdapter, WrapperOptions } from './adapter';

const settle = () => act(async () => {});

/** An `<SvcEmbed>` element for `next`, whose controller goes to `ref` and errors to `errors`. */
function embedElement(next: WrapperOptions, ref: React.RefObject<EmbedController | null>, errors: unknown[]) {
  // The shared wrapper tests give options unchecked, as a JavaScript caller can.
  const props = {
    ...next,
    controllerRef: ref,
    onEmbedError: (error: unknown) => errors.push(error),
  } as SvcEmbedProps;
  return createElement(SvcEmbed, props);
}

async function mountReact(options: WrapperOptions, strict: boolean): Promise<MountedWrapper> {
  const errors: unknown[] = [];
  const ref = createRef<EmbedController>();
  const element = (next: WrapperOptions) => {
    const embed = embedElement(next, ref, errors);
    return strict ? createElement(StrictMode, null, embed) : embed;
  };
  const rendered = render(element(options));
  await settle();
  return {
    errors,
    controller: () => ref.current,
    update: async (next) => {
      rendered.rerender(element(next));
      await settle();
    },
    unmount: async () => {
      rendered.unmount();
      await settle();
    },
  };
}

/** One `<SvcEmbedKeepAlive>` whose children are the wrappers mounted in it, each under its own key. */
async function keepAliveScope(): Promise<KeepAliveScope> {
  const children = new Map<number, ReactElement>();
  let nextKey = 0;
  const tree = () => createElement(SvcEmbedKeepAlive, null, ...children.values());
  const rendered = render(tree());
  const rerender = async () => {
    rendered.rerender(tree());
    await settle();
  };
  return {
    mount: async (options) => {
      const key = nextKey++;
      const errors: unknown[] = [];
      const ref = createRef<EmbedController>();
      const place = (next: WrapperOptions) =>
        children.set(key, createElement(SvcEmbed, { ...embedElement(next, ref, errors).props, key }));
      place(options);
      await rerender();
      return {
        errors,
        controller: () => ref.current,
        update: async (next) => {
          place(next);
          await rerender();
        },
        unmount: async () => {
          children.delete(key);
          await rerender();
        },
      };
    },
    end: async () => {
      rendered.unmount();
      await settle();
    },
  };
}

export const reactAdapter: WrapperAdapter = {
  name: 'react',
  errorChannel: 'the onEmbedError prop',
  mount: (options) => mountReact(options, false),
  doubleMount: (options) => mountReact(options, true),
  keepAliveScope,
  settle,
  cleanup,
};
