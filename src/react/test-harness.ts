import { act, render } from '@testing-library/react';
import { type ComponentProps, createElement, StrictMode } from 'react';
import { vi } from 'vitest';
import { createEvent, type EmbedEventName, type EventPayloads } from '../envelope';
import { EmbedController } from '../host';
import { TENANT } from '../test-support/host';
import { SvcEmbed } from './svc-embed';

/** The props with `ref`. */
export type EmbedElementProps = ComponentProps<typeof SvcEmbed>;

/**
 * Unit-test harness of the React wrapper. happy-dom loads no iframe pages, so tests watch the
 * controllers through spies on the prototype and play the embed through a stubbed iframe window.
 */

export { TENANT };

export const DASHBOARD = { tenantUrl: TENANT, surface: 'dashboard', publicId: 'pub-1' } as const;

export function iframes(): HTMLIFrameElement[] {
  return [...document.querySelectorAll('iframe')];
}

/** Every controller the wrapper created, in order: it subscribes `onRenewal` exactly once per controller. */
export function watchControllers() {
  const subscribed = vi.spyOn(EmbedController.prototype, 'onRenewal');
  const destroy = vi.spyOn(EmbedController.prototype, 'destroy');
  const all = () => subscribed.mock.contexts as EmbedController[];
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

/** Gives the controller's iframe a window, so actions are posted and events can come from it. */
export function playEmbed(controller: EmbedController) {
  const embedWindow = { postMessage: vi.fn() };
  Object.defineProperty(controller.iframe, 'contentWindow', { value: embedWindow, configurable: true });
  const emit = <N extends EmbedEventName>(name: N, payload: EventPayloads[N]) =>
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: createEvent(name, payload, 'dashboard'),
          origin: TENANT,
          source: embedWindow as unknown as MessageEventSource,
        }),
      );
    });
  const ready = () =>
    emit('ready', { embedTenant: 'acme', deploymentId: null, mode: 'signed', surface: 'dashboard' });
  /** `[type, payload]` of each action posted to the tenant origin. */
  const sent = () =>
    embedWindow.postMessage.mock.calls
      .filter(([, target]) => target === TENANT)
      .map(([action]) => [action.type, action.payload] as [string, unknown]);
  return { emit, ready, sent };
}

/** A `mintSession` whose calls the test settles one by one. */
export function deferredMints() {
  const pending: { resolve: (id: string) => void; reject: (error: unknown) => void }[] = [];
  const mintSession = vi.fn(
    () => new Promise<string>((resolve, reject) => pending.push({ resolve, reject })),
  );
  const settleMint = async (index: number, outcome: string | Error) => {
    const mint = pending[index];
    if (!mint) throw new Error(`no mint #${index}`);
    if (typeof outcome === 'string') mint.resolve(outcome);
    else mint.reject(outcome);
    await settle();
  };
  return { mintSession, settleMint };
}
