// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { READY } from '../../../test/support/host';
import { takeListenerCensus } from '../../../test/support/listener-census';
import {
  entry,
  HOME,
  ORDERS,
  REGIONS,
  setupSyncRoute as setup,
  traverseTo,
} from '../../../test/support/sync-route';
import { type SyncRouteOptions, syncRoute } from './sync-route';
import { ENTRY_WAIT_MS } from './sync-route-writer';

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
  history.replaceState(null, '', '/');
});

describe('syncRoute mirrors the embed route into the host address', () => {
  it('writes the first view without a new entry, then one entry per in-embed navigation', () => {
    vi.useFakeTimers();
    const { ready, view, moved, param } = setup();
    const before = history.length;
    ready();
    view(HOME);
    expect([param(), history.length]).toEqual([HOME, before]);
    moved(ORDERS, HOME);
    view(ORDERS);
    // The address follows at once; the entry is added once no entry of the embed's own has come.
    expect(param()).toBe(ORDERS);
    vi.advanceTimersByTime(ENTRY_WAIT_MS);
    expect([param(), history.length]).toEqual([ORDERS, before + 1]);
    moved(REGIONS, ORDERS);
    vi.advanceTimersByTime(ENTRY_WAIT_MS);
    expect([param(), history.length]).toEqual([REGIONS, before + 2]);
  });

  it("with history: 'replace', follows the embed without adding entries", () => {
    const { ready, view, moved, param } = setup('/', { history: 'replace' });
    const before = history.length;
    ready();
    view(HOME);
    moved(ORDERS, HOME);
    moved(REGIONS, ORDERS);
    expect([param(), history.length]).toEqual([REGIONS, before]);
  });

  it("keeps the rest of the address as written and the app router's history.state", () => {
    const { ready, view, moved } = setup('/reports/q?tab=2&q=a%20b+c&flag#top');
    history.replaceState({ router: 'tree-1' }, '');
    ready();
    view(HOME);
    moved(ORDERS, HOME);
    expect(location.pathname + location.search + location.hash).toBe(
      `/reports/q?tab=2&q=a%20b+c&flag&embed=${ORDERS}#top`,
    );
    expect(history.state).toEqual({ router: 'tree-1' });
  });

  it('writes its own parameter once, last, and encodes what a query value cannot hold', () => {
    const { ready, view, moved } = setup(`/?a=1&embed=${HOME}&b=2`);
    ready();
    view(HOME);
    moved(`${ORDERS}?sort=a&dir=+`, HOME);
    expect(location.search).toBe(`?a=1&b=2&embed=${ORDERS}%3Fsort%3Da%26dir%3D%2B`);
    expect(new URLSearchParams(location.search).get('embed')).toBe(`${ORDERS}?sort=a&dir=+`);
  });

  it('adds no entry of its own for an embed that keeps its history (its moves already add entries)', () => {
    const { ready, view, moved, param } = setup();
    ready();
    view(HOME);
    const before = history.length;
    // What the embed's own pushState in the iframe does to the browser's history: one entry more.
    const embedPushes = (path: string, previous: string) => {
      history.pushState(history.state, '');
      moved(path, previous);
    };
    embedPushes(ORDERS, HOME);
    embedPushes(REGIONS, ORDERS);
    expect([param(), history.length]).toEqual([REGIONS, before + 2]);
    // Back in the iframe: the embed moves and says so; the address follows in place.
    moved(ORDERS, REGIONS);
    expect([param(), history.length]).toEqual([ORDERS, before + 2]);
  });

  it.each([
    ['an encoded letter', 'emb%65d'],
    ['encoded letters in upper-case hex', 'e%6Dbed'],
    ['every letter encoded', '%65%6D%62%65%64'],
  ])('replaces a parameter whose name is written with %s (read as the same name)', (_label, name) => {
    const { ready, view, moved, navigations, opensAt } = setup(`/?a=1&${name}=${ORDERS}&b=2`);
    expect(opensAt()).toBe(ORDERS);
    ready();
    view(ORDERS);
    moved(REGIONS, ORDERS);
    expect(location.search).toBe(`?a=1&b=2&embed=${REGIONS}`);
    // Back to the entry before: the address's route, not the crafted one, moves the embed.
    traverseTo(`/?a=1&b=2&embed=${ORDERS}`);
    expect(navigations()).toEqual([ORDERS]);
  });

  it('reads a route written with encoded slashes and writes it back with readable ones', () => {
    const { ready, view, moved, opensAt } = setup(`/?embed=${encodeURIComponent(ORDERS)}`);
    expect(opensAt()).toBe(ORDERS);
    ready();
    view(ORDERS);
    moved(REGIONS, ORDERS);
    expect(location.search).toBe(`?embed=${REGIONS}`);
  });

  it('uses the hash and the parameter name it is given', () => {
    const { ready, view, moved } = setup('/page?x=1#intro', { in: 'hash', param: 'report' });
    ready();
    view(HOME);
    moved(ORDERS, HOME);
    expect(location.search + location.hash).toBe(`?x=1#intro&report=${ORDERS}`);
  });
});

describe('syncRoute answers back and forward', () => {
  it('sends navigate with the route of the entry; the embed arriving there adds no entry', () => {
    const { ready, view, moved, param, navigations } = setup();
    ready();
    view(HOME);
    moved(ORDERS, HOME);
    moved(REGIONS, ORDERS);
    const length = history.length;
    traverseTo(entry(ORDERS));
    expect(navigations()).toEqual([ORDERS]);
    moved(ORDERS, REGIONS);
    view(ORDERS);
    expect([param(), history.length]).toEqual([ORDERS, length]);
  });

  it('sends the first route for an entry without the parameter', () => {
    const { ready, view, moved, navigations } = setup();
    ready();
    view(HOME);
    moved(ORDERS, HOME);
    traverseTo('/');
    expect(navigations()).toEqual([HOME]);
  });

  it('sends nothing when the entry names the route the embed is on', () => {
    const { ready, view, moved, navigations } = setup();
    ready();
    view(HOME);
    moved(ORDERS, HOME);
    traverseTo(`${entry(ORDERS)}#section`);
    expect(navigations()).toEqual([]);
  });

  it('stops listening on destroy() and leaves the address as it is', () => {
    const census = takeListenerCensus([window]);
    try {
      const { controller, ready, view, moved, navigations } = setup();
      ready();
      view(HOME);
      moved(ORDERS, HOME);
      expect(census.liveByType().popstate).toBe(1);
      controller.destroy();
      expect(census.liveByType().popstate ?? 0).toBe(0);
      traverseTo(entry(REGIONS));
      expect(navigations()).toEqual([]);
      expect(new URLSearchParams(location.search).get('embed')).toBe(REGIONS);
    } finally {
      census.restore();
    }
  });
});

describe('syncRoute refuses a route of the address outside the embed', () => {
  const long = `${HOME}/${'a'.repeat(2048)}`;
  it.each([
    ['another dashboard', `embed=/embed/dashboard/pub-2`],
    ['a dashboard whose id starts the same', `embed=/embed/dashboard/pub-10`],
    ['another surface', `embed=/embed/d/42/app`],
    ['a dot-dot segment', `embed=${HOME}/../pub-2`],
    ['an encoded dot-dot segment', `embed=${HOME}/%252e%252E/pub-2`],
    ['a dot-dot segment decoded from the address', `embed=${HOME}/%2e%2e/pub-2`],
    ['a dot-dot behind an encoded slash', `embed=${HOME}/x%252f..%252f..%252fpub-2`],
    ['a dot-dot with a path parameter', `embed=${HOME}/..;/pub-2`],
    ['a dot with a path parameter', `embed=${HOME}/.;x/..;x/pub-2`],
    ['an encoded dot-dot with an encoded path parameter', `embed=${HOME}/%252e%252e%253bx/pub-2`],
    ['a dot-dot with a path parameter at the end', `embed=${HOME}/orders/..;`],
    ['a protocol-relative path', `embed=//evil.example${HOME}`],
    ['a backslash', `embed=/%5Cevil.example${HOME}`],
    ['an absolute URL', `embed=https://evil.example${HOME}`],
    ['a script URL', `embed=javascript:alert(1)`],
    ['spaces', `embed=${HOME}/a%20b`],
    ['an empty value', `embed=`],
    ['over 2048 characters', `embed=${long}`],
  ])('%s: route-refused, nothing posted, the home route written over it', (_label, query) => {
    const { ready, view, diagnostics, sent, param, opensAt } = setup(`/?${query}`);
    expect(opensAt()).toBe(HOME);
    ready();
    expect(sent()).toEqual([]);
    expect(diagnostics).toHaveLength(1);
    const [diagnostic] = diagnostics;
    expect(diagnostic?.reason).toBe('route-refused');
    expect(diagnostic?.message).toContain(`under ${HOME}`);
    expect(diagnostic?.message.length).toBeLessThan(300);
    view(HOME);
    expect(param()).toBe(HOME);
  });

  it('refuses one that arrives by back or forward the same way', () => {
    const { ready, view, diagnostics, navigations } = setup();
    ready();
    view(HOME);
    traverseTo(entry('//evil.example/x'));
    expect(navigations()).toEqual([]);
    expect(diagnostics.map((d) => d.reason)).toEqual(['route-refused']);
  });

  it.each([
    ['app', { surface: 'app', deploymentId: 42 }, '/embed/d/42/app/workbook/130', '/embed/d/43/app'],
    ['chat', { surface: 'chat' }, '/embed/chat/thread', '/embed/chatroom'],
  ] as const)('knows the root of the %s surface', (_label, surface, inside, outside) => {
    const { emit, diagnostics, navigations, opensAt } = setup(entry(inside), {}, surface);
    expect(opensAt()).toBe(inside);
    emit('ready', { ...READY, surface: surface.surface }, surface.surface);
    traverseTo(entry(outside));
    expect(navigations()).toEqual([]);
    expect(diagnostics.map((d) => d.reason)).toEqual(['route-refused']);
  });
});

describe('syncRoute checks its options', () => {
  it.each([
    [{ param: '' }, 'param'],
    [{ param: 'a b' }, 'param'],
    [{ param: 'a&b' }, 'param'],
    [{ param: 'x'.repeat(65) }, 'param'],
    [{ param: 7 }, 'param'],
    [{ history: 'pushh' }, 'history'],
    [{ in: 'search' }, 'in'],
    [{ histroy: 'push' }, 'histroy'],
    [null, 'options'],
  ])('%j: invalid-options naming %s', (options, name) => {
    expect(() => syncRoute(options as SyncRouteOptions)).toThrow(
      expect.objectContaining({ code: 'invalid-options', message: expect.stringContaining(name) }),
    );
  });
});
