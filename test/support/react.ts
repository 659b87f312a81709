import { act, render } from '@testing-library/react';
import { createElement, StrictMode } from 'react';
import { vi } from 'vitest';
import type { EmbedEventName, EventPayloads } from '../../src/host';
import { EmbedController } from '../../src/host';
import {
  SvcEmbed,
  type SvcEmbedElementProps,
  type SvcEmbedProps,
  type UseEmbedFields,
} from '../../src/react';
import { DASHBOARD, iframes, playEmbedIn, READY, TENANT, watchRenewalSubscribers } from './host';

/**
 * Unit-test harness of the React wrapper. happy-dom loads no iframe pages, so tests watch the
 * controllers through spies on the prototype and play the embed through a stubbed iframe window.
 */

export { DASHBOARD, iframes, TENANT };

/** Every controller the wrapper created, in order: it subscribes to `'renewal'` exactly once per controller. */
export function watchControllers() {
  const all = watchRenewalSubscribers();
  const destroy = vi.spyOn(EmbedController.prototype, 'destroy');
  return { all, live: () => all().filter((controller) => !controller.destroyed), destroy };
}

/** Lets the wrapper's deferred creation and pending mints run, inside `act`. */
export const settle = () => act(async () => {});

/**
 * Props as a test gives them: any surface with or without its id, as a JavaScript caller can (the
 * wrapper's run-time check reports a missing one); `SvcEmbedProps` asks for the id by surface.
 */
export type SvcEmbedTestProps = UseEmbedFields & SvcEmbedElementProps;

export async function renderEmbed(props: SvcEmbedTestProps, { strict = false } = {}) {
  const element = (next: SvcEmbedTestProps) => {
    const embed = createElement(SvcEmbed, next as SvcEmbedProps);
    return strict ? createElement(StrictMode, null, embed) : embed;
  };
  const result = render(element(props));
  await settle();
  return {
    ...result,
    rerender: async (next: SvcEmbedTestProps) => {
      result.rerender(element(next));
      await settle();
    },
    unmount: async () => {
      result.unmount();
      await settle();
    },
  };
}

/** Plays the embed of the controller's iframe (see `playEmbedIn`), each event inside `act`. */
export function playEmbed(controller: EmbedController) {
  const embed = playEmbedIn(controller.iframe);
  const emit = <N extends EmbedEventName>(name: N, payload: EventPayloads[N]) =>
    act(() => {
      embed.emit(name, payload);
    });
  const ready = () => emit('ready', { ...READY, deploymentId: null });
  return { emit, ready, sent: embed.sent };
}
