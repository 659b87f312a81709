// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { DASHBOARD_ATTRIBUTES, mountElement } from '../../test/support/element';
import { withAttributeExtensions } from './extensions';

const ORDERS = '/embed/dashboard/pub-1/orders';

afterEach(() => {
  document.body.innerHTML = '';
  history.replaceState(null, '', '/');
});

describe('the sync-route attribute', () => {
  it.each([
    ['absent', undefined, 0],
    ['present', '', 1],
    ['naming the parameter', 'report', 1],
  ])('%s gives %i syncRoute extension', (_label, syncRoute, count) => {
    expect(withAttributeExtensions({ syncRoute }).extensions).toHaveLength(count);
  });

  it.each([
    ['', 'embed'],
    ['report', 'report'],
  ])(
    'sync-route="%s" opens the embed at the route of ?%s= and writes the next one there',
    async (value, param) => {
      history.replaceState(null, '', `/?${param}=${ORDERS}`);
      const { element, ready, posted, emit } = await mountElement({
        ...DASHBOARD_ATTRIBUTES,
        'sync-route': value,
      });
      expect(element.syncRoute).toBe(value);
      // In its first address: nothing to send at ready.
      expect(new URL(element.controller?.iframe.src ?? '').pathname).toBe(ORDERS);
      ready();
      expect(posted().filter(([type]) => type === 'svc:action:navigate')).toEqual([]);
      emit('navigate', { path: '/embed/dashboard/pub-1' });
      expect(new URLSearchParams(location.search).get(param)).toBe('/embed/dashboard/pub-1');
    },
  );

  it('refuses a bad parameter name as an embed error, not a throw', async () => {
    const { element, events } = await mountElement({ ...DASHBOARD_ATTRIBUTES, 'sync-route': 'a b' });
    expect(element.controller).toBeNull();
    expect(events.map((event) => event.type)).toContain('svc-embed-error');
  });
});
