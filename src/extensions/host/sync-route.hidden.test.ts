// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DASHBOARD } from '../../../test/support/host';
import { connectedContainer, removeMoveBefore, stubMoveBefore } from '../../../test/support/pre-render';
import {
  entry,
  HOME,
  ORDERS,
  REGIONS,
  setupSyncRoute,
  syncRouteOf,
  traverseTo,
} from '../../../test/support/sync-route';
import { hideEmbed, preloadEmbed, showEmbed } from '../../host';
import { syncRoute } from './sync-route';
import { ENTRY_WAIT_MS } from './sync-route-writer';

beforeEach(() => {
  stubMoveBefore();
});
afterEach(() => {
  vi.useRealTimers();
  removeMoveBefore();
  document.body.innerHTML = '';
  history.replaceState(null, '', '/');
});

const address = () => location.pathname + location.search;

describe('syncRoute leaves the address alone while its embed is hidden', () => {
  it('a preloaded embed moving while parked adds no entry and no parameter; shown, its route replaces the address once', () => {
    vi.useFakeTimers();
    history.replaceState(null, '', '/reports?tab=1');
    const before = history.length;
    const { controller, ready, view, moved, navigations } = syncRouteOf(
      preloadEmbed({ ...DASHBOARD, sessionId: 'session-1', extensions: [syncRoute()] }),
    );
    ready();
    view(HOME);
    moved(ORDERS, HOME);
    moved(REGIONS, ORDERS);
    moved(ORDERS, REGIONS);
    expect([address(), history.length]).toEqual(['/reports?tab=1', before]);
    showEmbed(controller, connectedContainer());
    expect([address(), history.length]).toEqual([`/reports?tab=1&embed=${ORDERS}`, before]);
    // Shown, it follows the embed again: one entry per move.
    moved(REGIONS, ORDERS);
    vi.advanceTimersByTime(ENTRY_WAIT_MS);
    expect([address(), history.length]).toEqual([`/reports?tab=1&embed=${REGIONS}`, before + 1]);
    expect(navigations()).toEqual([]);
  });

  it('hidden: back or forward sends nothing and its moves write nothing; shown again, the address names where it is', () => {
    const { controller, container, ready, view, moved, navigations } = setupSyncRoute();
    ready();
    view(HOME);
    moved(ORDERS, HOME);
    hideEmbed(controller);
    const length = history.length;
    traverseTo(entry(REGIONS));
    traverseTo('/elsewhere');
    moved(REGIONS, ORDERS);
    expect([navigations(), address(), history.length]).toEqual([[], '/elsewhere', length]);
    showEmbed(controller, container);
    expect([address(), history.length]).toEqual([`/elsewhere?embed=${REGIONS}`, length]);
    // Shown: back and forward move the embed again.
    traverseTo(entry(ORDERS));
    expect(navigations()).toEqual([ORDERS]);
  });

  it('a hidden embed that reloads goes back to its own route, not to the parameter of the page shown', () => {
    const { controller, ready, view, moved, navigations } = setupSyncRoute();
    ready();
    view(HOME);
    moved(ORDERS, HOME);
    hideEmbed(controller);
    traverseTo(entry(REGIONS));
    ready();
    expect(navigations()).toEqual([ORDERS]);
  });
});
