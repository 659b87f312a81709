import { act, cleanup, render } from '@testing-library/react';
import { createElement, createRef, StrictMode } from 'react';
import type { EmbedController } from '../../host';
import { SvcEmbed, type SvcEmbedProps } from '../../react';
import type { MountedWrapper, WrapperAdapter, WrapperOptions } from './adapter';

const settle = () => act(async () => {});

async function mountReact(options: WrapperOptions, strict: boolean): Promise<MountedWrapper> {
  const errors: unknown[] = [];
  const ref = createRef<EmbedController>();
  const element = (next: WrapperOptions) => {
    const props: SvcEmbedProps = {
      ...next,
      controllerRef: ref,
      onEmbedError: (error) => errors.push(error),
    };
    const embed = createElement(SvcEmbed, props);
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

export const reactAdapter: WrapperAdapter = {
  name: 'react',
  errorChannel: 'the onEmbedError prop',
  mount: (options) => mountReact(options, false),
  doubleMount: (options) => mountReact(options, true),
  settle,
  cleanup,
};
