// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { type ComponentProps, createElement, createRef, type Ref } from 'react';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { DASHBOARD, iframes, renderEmbed, settle, TENANT, watchControllers } from '../../test/support/react';
import type { EmbedController } from '../host';
import type { SvcEmbed } from './svc-embed';
import { useEmbed } from './use-embed';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('<SvcEmbed>', () => {
  it('creates one iframe in its placeholder with the embed address', async () => {
    const { container } = await renderEmbed({
      ...DASHBOARD,
      sessionId: 'session-1',
      locale: 'fr-CA',
      className: 'embed',
      style: { height: 400 },
    });
    const placeholder = container.firstElementChild as HTMLElement;
    expect(placeholder.className).toBe('embed');
    expect(placeholder.style.height).toBe('400px');
    expect(iframes()).toHaveLength(1);
    expect(placeholder.firstElementChild).toBe(iframes()[0]);
    expect(iframes()[0]?.src).toBe(`${TENANT}/embed/dashboard/pub-1?session=session-1&locale=fr-CA`);
  });

  it('embeds in private mode when neither sessionId nor mintSession is given', async () => {
    await renderEmbed(DASHBOARD);
    expect(iframes()[0]?.src).toBe(`${TENANT}/embed/dashboard/pub-1`);
  });

  it('exposes the live controller through controllerRef', async () => {
    const ref = createRef<EmbedController>();
    await renderEmbed({ ...DASHBOARD, controllerRef: ref });
    expect(ref.current?.iframe).toBe(iframes()[0]);
    expect(ref.current?.destroyed).toBe(false);
  });

  it('gives a callback controllerRef the controller, then null when it goes', async () => {
    const seen: (EmbedController | null)[] = [];
    const { unmount } = await renderEmbed({
      ...DASHBOARD,
      controllerRef: (controller) => void seen.push(controller),
    });
    expect(seen.at(-1)?.iframe).toBe(iframes()[0]);
    await unmount();
    expect(seen.at(-1)).toBeNull();
  });

  it('takes no ref (React 18 drops it, 19 passes it as a prop): the controller comes through controllerRef', () => {
    expectTypeOf<ComponentProps<typeof SvcEmbed>>().not.toHaveProperty('ref');
    expectTypeOf<ComponentProps<typeof SvcEmbed>['controllerRef']>().toEqualTypeOf<
      Ref<EmbedController> | undefined
    >();
  });

  it('leaves one controller and one iframe under StrictMode, and no discarded iframe', async () => {
    const controllers = watchControllers();
    const ref = createRef<EmbedController>();
    await renderEmbed({ ...DASHBOARD, sessionId: 'session-1', controllerRef: ref }, { strict: true });
    expect(iframes()).toHaveLength(1);
    expect(controllers.all()).toHaveLength(1);
    expect(controllers.live()).toEqual([ref.current]);
    expect(controllers.destroy).not.toHaveBeenCalled();
  });

  it('keeps exactly one live controller under StrictMode through an identity change and unmount', async () => {
    const controllers = watchControllers();
    const mintSession = vi.fn(async () => `minted-${mintSession.mock.calls.length}`);
    const props = { ...DASHBOARD, sessionId: 'session-1', mintSession };
    const { rerender, unmount } = await renderEmbed(props, { strict: true });
    await rerender({ ...props, publicId: 'pub-2' });
    expect(mintSession).toHaveBeenCalledTimes(1);
    expect(controllers.all()).toHaveLength(2);
    expect(controllers.live()).toHaveLength(1);
    expect(iframes()).toEqual([controllers.live()[0]?.iframe]);
    await unmount();
    expect(controllers.live()).toHaveLength(0);
    expect(iframes()).toHaveLength(0);
  });

  it('survives 100 parent re-renders with equal props: no new iframe, same address, no action', async () => {
    const controllers = watchControllers();
    const actions = ['setColorScheme', 'setTheme', 'setLocale', 'setTimezone', 'setFilter'] as const;
    const props = () => ({
      ...DASHBOARD,
      sessionId: 'session-1',
      mintSession: async () => 'fresh',
      colorScheme: 'dark' as const,
      theme: { primaryColor: '#112233', backgroundColor: '#ffffff', textColor: '#000000' },
      locale: 'de-DE',
      timezone: 'Europe/Paris',
      filters: { 'orders.status': { value: 'shipped' }, 'orders.region': ['EU', 'US'] },
      onReady: () => {},
      style: { height: 300 },
    });
    const { rerender } = await renderEmbed(props());
    const iframe = iframes()[0];
    const src = iframe?.src;
    const spies = actions.map((name) => vi.spyOn(controllers.all()[0] as EmbedController, name));
    for (let count = 0; count < 100; count++) await rerender(props());
    expect(iframes()).toEqual([iframe]);
    expect(iframe?.src).toBe(src);
    expect(controllers.all()).toHaveLength(1);
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });

  it('destroys everything on unmount', async () => {
    const controllers = watchControllers();
    const { unmount } = await renderEmbed({ ...DASHBOARD, sessionId: 'session-1' });
    const [controller] = controllers.all();
    await unmount();
    expect(controllers.destroy).toHaveBeenCalledTimes(1);
    expect(controller?.destroyed).toBe(true);
    expect(iframes()).toHaveLength(0);
  });

  it('creates nothing when unmounted before the embed was due', async () => {
    const controllers = watchControllers();
    const { unmount } = render(createElement(EmbedInHook, { sessionId: 'session-1' }));
    unmount();
    await settle();
    expect(controllers.all()).toHaveLength(0);
    expect(iframes()).toHaveLength(0);
  });
});

function EmbedInHook({ sessionId }: { sessionId: string }) {
  const { ref, controller } = useEmbed({ ...DASHBOARD, sessionId });
  return createElement('section', { ref, 'data-ready': controller ? 'yes' : 'no' });
}

describe('useEmbed', () => {
  it('embeds in the element given to its callback ref and returns the controller', async () => {
    const { container } = render(createElement(EmbedInHook, { sessionId: 'session-1' }));
    const section = container.querySelector('section');
    expect(section?.dataset.ready).toBe('no');
    await settle();
    expect(section?.dataset.ready).toBe('yes');
    expect(section?.querySelector('iframe')).toBe(iframes()[0]);
  });
});
