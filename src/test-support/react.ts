import { act, render } from '@testing-library/react';
import { type ComponentProps, createElement, StrictMode } from 'react';
import { vi } from 'vitest';
import type { EmbedEventName, EventPayloads } from '../host';
import { EmbedController } from '../host';
import { SvcEmbed } from '../react';
import { DASHBOARD, iframes, playEmbedIn, READY, TENANT, watchRenewalSubscribers } from './host';

/** The props with `ref`. */
export type EmbedElementProps = ComponentProps<typeof SvcEmbed>;

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

export async function renderEmbed(props: EmbedElementProps, { strict = false } = {}) {
  const element = (next: EmbedElementProps) => {
    const embed = createElement(SvcEmbed, next);
    return strict ? createElement(StrictMode, null, embed) : embed;
  };
  const result = render(element(props));
  await settle();
  return {
    ...result,
    rerender: async (next: EmbedElementProps) => {
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
