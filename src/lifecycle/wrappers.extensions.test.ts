// @vitest-environment happy-dom
// The behaviour table, extensions: autoHeight and its bounds, and messagePort, reach the controller of every wrapper.
import { afterEach, describe, expect, it } from 'vitest';
import { DASHBOARD, playEmbedIn, READY } from '../../test/support/host';
import { WRAPPER_ADAPTERS } from '../../test/support/wrappers';
import { autoHeight, syncRoute } from '../host';

/** A content-size event as the embed sends it (the lifecycle layer does not import the protocol). */
const contentSize = (height: number) => ({
  source: 'svc-embed',
  direction: 'event',
  type: 'svc:event:content-size',
  payload: { height, width: 800 },
  timestamp: 1,
  surface: 'dashboard',
});

/** The height is written at the next animation frame. */
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

describe.each(WRAPPER_ADAPTERS)('$name', (adapter) => {
  afterEach(() => adapter.cleanup());

  it('sizes the iframe to the content with autoHeight, within minHeight and maxHeight', async () => {
    const embed = await adapter.mount({
      ...DASHBOARD,
      extensions: [autoHeight({ minHeight: 200, maxHeight: 900 })],
    });
    const iframe = embed.controller()?.iframe;
    if (!iframe) throw new Error('no live embed');
    const live = playEmbedIn(iframe);
    live.ready({ ...READY, extensions: 'content-size' });
    live.deliver(contentSize(640));
    await nextFrame();
    expect(iframe.style.height).toBe('640px');
    live.deliver(contentSize(5000));
    await nextFrame();
    expect(iframe.style.height).toBe('900px');
    expect(embed.errors).toEqual([]);
  });

  it.each([
    ['port', ['svc:action:message-port']],
    [undefined, ['svc:action:message-port']],
    ['window', []],
  ] as const)(
    'passes transport: %s on (a port is offered unless it is window)',
    async (transport, offers) => {
      const embed = await adapter.mount({ ...DASHBOARD, ...(transport && { transport }) });
      const iframe = embed.controller()?.iframe;
      if (!iframe) throw new Error('no live embed');
      const live = playEmbedIn(iframe);
      live.readyWithPort();
      expect(live.embedWindow.postMessage.mock.calls.map(([data]) => data.type)).toEqual(offers);
    },
  );

  it('opens the embed at the route of the address and writes the next one there with syncRoute', async () => {
    const orders = '/embed/dashboard/pub-1/orders';
    history.replaceState(null, '', `/?report=${orders}`);
    try {
      const embed = await adapter.mount({ ...DASHBOARD, extensions: [syncRoute({ param: 'report' })] });
      const iframe = embed.controller()?.iframe;
      if (!iframe) throw new Error('no live embed');
      // In its first address: nothing to send at ready.
      expect(new URL(iframe.src).pathname).toBe(orders);
      const live = playEmbedIn(iframe);
      live.ready();
      expect(live.sent().filter(([type]) => type === 'svc:action:navigate')).toEqual([]);
      live.emit('navigate', { path: '/embed/dashboard/pub-1' });
      expect(new URLSearchParams(location.search).get('report')).toBe('/embed/dashboard/pub-1');
    } finally {
      history.replaceState(null, '', '/');
    }
  });

  it('gives the iframe its 480 px default minimum height without autoHeight', async () => {
    const embed = await adapter.mount(DASHBOARD);
    expect(embed.controller()?.iframe.style.minHeight).toBe('480px');
  });
});
