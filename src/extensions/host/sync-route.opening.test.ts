// @vitest-environment happy-dom
// Deep links open in place: the route of the host page's address is in the iframe's first address,
// so the embed renders there once, and nothing is sent at `ready`.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FakeIntersectionObserver,
  stubIntersectionObserver,
} from '../../../test/support/intersection-observer';
import {
  entry,
  HOME,
  ORDERS,
  REGIONS,
  setupSyncRoute as setup,
  traverseTo,
} from '../../../test/support/sync-route';
import { lazyLoad } from '../../host';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  history.replaceState(null, '', '/');
});

describe('syncRoute opens the embed at the route of the address', () => {
  it('in its first address: nothing is sent at ready, and its arrival adds no entry', () => {
    const { controller, ready, view, param, navigations, opensAt } = setup(entry(ORDERS));
    const before = history.length;
    expect(controller.iframe.src).toBe(`https://tenant.example${ORDERS}?session=session-1`);
    ready();
    expect(navigations()).toEqual([]);
    view(ORDERS);
    expect([opensAt(), param(), history.length]).toEqual([ORDERS, ORDERS, before]);
  });

  it('below the tenant path prefix, with the settings of the address after it', () => {
    const { controller } = setup(
      entry(ORDERS),
      {},
      {
        tenantUrl: 'https://tenant.example/svc/',
        locale: 'fr-CA',
      },
    );
    expect(controller.iframe.src).toBe(`https://tenant.example/svc${ORDERS}?session=session-1&locale=fr-CA`);
  });

  it.each([
    ['a query', `${ORDERS}?sort=a`, `${ORDERS}%3Fsort%3Da`],
    ['a query that names the session', `${ORDERS}?session=theirs`, `${ORDERS}%3Fsession%3Dtheirs`],
    ['a fragment', `${ORDERS}#top`, `${ORDERS}%23top`],
  ])(
    "a route with %s opens at the start and is sent at ready: the address's query is the host's",
    (_label, route, written) => {
      const { ready, navigations, opensAt, diagnostics } = setup(entry(written));
      expect(opensAt()).toBe(HOME);
      ready();
      expect(navigations()).toEqual([route]);
      expect(diagnostics).toEqual([]);
    },
  );

  it('the route the address has reached by back or forward before ready is sent at ready', () => {
    const { ready, navigations, opensAt } = setup(entry(ORDERS));
    traverseTo(entry(REGIONS));
    expect(navigations()).toEqual([]);
    ready();
    expect([opensAt(), navigations()]).toEqual([ORDERS, [REGIONS]]);
  });

  it('an entry without the parameter leads to the start, not to the route it opened at', () => {
    const { ready, view, moved, navigations } = setup(entry(ORDERS));
    ready();
    view(ORDERS);
    moved(REGIONS, ORDERS);
    traverseTo('/');
    expect(navigations()).toEqual([HOME]);
  });

  it("an app opens at the address's route in place of its path option; the path stays its start", () => {
    const start = '/embed/d/42/app/workbook/130';
    const { ready, view, navigations, opensAt } = setup(
      entry('/embed/d/42/app/workbook/131'),
      {},
      {
        surface: 'app',
        deploymentId: 42,
        path: '/workbook/130',
      },
    );
    expect(opensAt()).toBe('/embed/d/42/app/workbook/131');
    ready();
    view('/embed/d/42/app/workbook/131');
    traverseTo('/');
    expect(navigations()).toEqual([start]);
  });

  it('with mintSession alone, the minted first address carries the route', async () => {
    const mintSession = vi.fn(async () => 'minted-1');
    const { controller } = setup(entry(ORDERS), {}, { sessionId: undefined, mintSession });
    await vi.waitFor(() =>
      expect(controller.iframe.src).toBe(`https://tenant.example${ORDERS}?session=minted-1`),
    );
  });

  it('an app with mintSession alone: the minted first address carries the route', async () => {
    const route = '/embed/d/42/app/workbook/131';
    const { controller } = setup(
      entry(route),
      {},
      {
        surface: 'app',
        deploymentId: 42,
        sessionId: undefined,
        mintSession: async () => 'minted-1',
      },
    );
    await vi.waitFor(() =>
      expect(controller.iframe.src).toBe(`https://tenant.example${route}?session=minted-1`),
    );
  });

  it('with lazyLoad, at the route the address has when the embed opens', () => {
    stubIntersectionObserver();
    const { container, opensAt, ready, navigations } = setup(entry(ORDERS), {}, { extensions: [lazyLoad()] });
    traverseTo(entry(REGIONS));
    FakeIntersectionObserver.scrollIntoView(container.firstElementChild as Element);
    expect(opensAt()).toBe(REGIONS);
    ready();
    expect(navigations()).toEqual([]);
  });
});
