// @vitest-environment happy-dom
// <SvcEmbedKeepAlive>: a keep-alive embed below it survives its v-if, shown again without a mint or a reload.
import { cleanup, render } from '@testing-library/vue';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineComponent, h, KeepAlive, nextTick, ref } from 'vue';
import { DASHBOARD, iframes, settle } from '../../test/support/vue';
import { countingMint } from '../../test/support/wrappers';
import type { EmbedController } from '../host';
import { SvcEmbedKeepAlive } from './keep-alive';
import { SvcEmbed } from './svc-embed';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function twoRoutes(mintSession: () => Promise<string>, errors: unknown[] = [], scoped = true) {
  const shown = ref(true);
  const locale = ref('en-US');
  const embed = ref<{ controller: EmbedController | null } | null>(null);
  const page = () =>
    shown.value
      ? h(SvcEmbed, {
          ...DASHBOARD,
          mintSession,
          locale: locale.value,
          keepAlive: 'sales',
          ref: embed,
          onEmbedError: (error: unknown) => errors.push(error),
        })
      : h('p', 'another page');
  const App = defineComponent({
    setup: () => () => (scoped ? h(SvcEmbedKeepAlive, null, { default: page }) : page()),
  });
  return { App, shown, locale, embed };
}

describe('<SvcEmbedKeepAlive> and keep-alive', () => {
  it('keeps the embed across a v-if: the same controller, one mint, one iframe', async () => {
    const mintSession = countingMint();
    const { App, shown, embed } = twoRoutes(mintSession);
    const rendered = render(App);
    await settle();
    await vi.waitFor(() => expect(embed.value?.controller).toBeTruthy());
    const first = embed.value?.controller as EmbedController;
    const [iframe] = iframes();

    shown.value = false;
    await nextTick();
    await settle();
    expect(first.destroyed).toBe(false);
    expect(iframe?.hasAttribute('inert')).toBe(true);

    shown.value = true;
    await nextTick();
    await settle();
    expect(embed.value?.controller).toBe(first);
    expect(iframes()).toEqual([iframe]);
    expect(mintSession).toHaveBeenCalledTimes(1);

    rendered.unmount();
    expect(first.destroyed).toBe(true);
  });

  it("under Vue's <KeepAlive>, a deactivated keep-alive embed is hidden and shown again on activation", async () => {
    const mintSession = countingMint();
    const shown = ref(true);
    const embed = ref<{ controller: EmbedController | null } | null>(null);
    const Page = defineComponent({
      setup: () => () => h(SvcEmbed, { ...DASHBOARD, mintSession, keepAlive: 'sales', ref: embed }),
    });
    const Other = defineComponent({ setup: () => () => h('p', 'another page') });
    const App = defineComponent({
      setup: () => () =>
        h(SvcEmbedKeepAlive, null, {
          default: () =>
            h(KeepAlive, null, [shown.value ? h(Page, { key: 'page' }) : h(Other, { key: 'other' })]),
        }),
    });
    render(App);
    await settle();
    await vi.waitFor(() => expect(embed.value?.controller).toBeTruthy());
    const first = embed.value?.controller as EmbedController;
    const [iframe] = iframes();
    shown.value = false;
    await nextTick();
    await settle();
    expect(iframe?.isConnected).toBe(true);
    expect(iframe?.hasAttribute('inert')).toBe(true);
    shown.value = true;
    await nextTick();
    await settle();
    expect(embed.value?.controller).toBe(first);
    expect(iframe?.hasAttribute('inert')).toBe(false);
    expect(mintSession).toHaveBeenCalledTimes(1);
  });

  it("a kept embed shown again takes the new component's settings as actions", async () => {
    const { App, shown, locale, embed } = twoRoutes(countingMint());
    render(App);
    await settle();
    await vi.waitFor(() => expect(embed.value?.controller).toBeTruthy());
    const controller = embed.value?.controller as EmbedController;
    const setLocale = vi.spyOn(controller, 'setLocale');
    shown.value = false;
    await nextTick();
    await settle();
    locale.value = 'de-DE';
    shown.value = true;
    await nextTick();
    await settle();
    expect(embed.value?.controller).toBe(controller);
    expect(setLocale.mock.calls).toEqual([['de-DE']]);
  });

  it('outside a scope, keep-alive is an invalid-options embed-error', async () => {
    const errors: unknown[] = [];
    const { App } = twoRoutes(countingMint(), errors, false);
    render(App);
    await settle();
    expect(errors).toEqual([
      expect.objectContaining({
        code: 'invalid-options',
        message: expect.stringContaining('<SvcEmbedKeepAlive>'),
      }),
    ]);
    expect(iframes()).toEqual([]);
  });
});
