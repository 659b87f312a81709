// @vitest-environment happy-dom
// An embed's `navigate` event can arrive before the history entry of its own navigation (over a
// MessagePort, Chromium under load): syncRoute writes the move in place at once and adds an entry
// of its own only when none has come within ENTRY_WAIT_MS.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { removeMoveBefore, stubMoveBefore } from '../../../test/support/pre-render';
import { HOME, ORDERS, REGIONS, setupSyncRoute as setup } from '../../../test/support/sync-route';
import { hideEmbed, showEmbed } from '../../host';
import { ENTRY_WAIT_MS } from './sync-route-writer';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  removeMoveBefore();
  document.body.innerHTML = '';
  history.replaceState(null, '', '/');
});

const STATE = { router: 'tree-1' };
/** The iframe's own `pushState`, as the page's history sees it: one entry more, the page's address unchanged. */
const embedEntry = () => history.pushState(history.state, '');
/** A connected embed on its home route, with the app router's state on the entry. */
function onHome() {
  const embed = setup();
  history.replaceState(STATE, '');
  embed.ready();
  embed.view(HOME);
  return { ...embed, before: history.length };
}
/** Back, as the browser does it (happy-dom goes back on a timer). */
async function back() {
  history.back();
  await vi.runAllTimersAsync();
}

describe('syncRoute with an embed that keeps its history, whose entries come after its events', () => {
  it.each([
    ['at once', 0],
    ['1 ms before the wait ends', ENTRY_WAIT_MS - 1],
  ])(
    'an entry %s: the address follows at once, in place, and no entry of its own is added',
    (_label, late) => {
      const { moved, param, before } = onHome();
      let previous = HOME;
      for (const path of [ORDERS, REGIONS, ORDERS]) {
        moved(path, previous);
        previous = path;
        expect(param()).toBe(path);
        vi.advanceTimersByTime(late);
        embedEntry();
        vi.advanceTimersByTime(ENTRY_WAIT_MS);
      }
      expect([param(), history.length, history.state]).toEqual([ORDERS, before + 3, STATE]);
    },
  );

  it('entries that come before its events (window messages): none of its own, then or after the wait', () => {
    const { moved, param, before } = onHome();
    embedEntry();
    moved(ORDERS, HOME);
    expect([param(), history.length]).toEqual([ORDERS, before + 1]);
    vi.advanceTimersByTime(ENTRY_WAIT_MS);
    embedEntry();
    moved(REGIONS, ORDERS);
    vi.advanceTimersByTime(ENTRY_WAIT_MS);
    expect([param(), history.length]).toEqual([REGIONS, before + 2]);
  });

  it('entries that come after the next move: in place, none of its own', () => {
    const { moved, param, before } = onHome();
    moved(ORDERS, HOME);
    moved(REGIONS, ORDERS);
    embedEntry();
    embedEntry();
    vi.advanceTimersByTime(ENTRY_WAIT_MS);
    expect([param(), history.length]).toEqual([REGIONS, before + 2]);
    // Known to keep its history: a later move (back in the iframe, no entry added) stays in place.
    moved(ORDERS, REGIONS);
    vi.advanceTimersByTime(ENTRY_WAIT_MS);
    expect([param(), history.length]).toEqual([ORDERS, before + 2]);
  });
});

describe('syncRoute with an embed that adds no entries', () => {
  it('each move is written at once and is an entry of its own once the wait is over; back returns to the route before', async () => {
    const { moved, param, before, navigations } = onHome();
    moved(ORDERS, HOME);
    expect([param(), history.length]).toEqual([ORDERS, before]);
    vi.advanceTimersByTime(ENTRY_WAIT_MS);
    expect([param(), history.length, history.state]).toEqual([ORDERS, before + 1, STATE]);
    await back();
    expect([param(), navigations()]).toEqual([HOME, [HOME]]);
  });

  it('two moves within the wait are two entries, in order', async () => {
    const { moved, param, before, navigations } = onHome();
    moved(ORDERS, HOME);
    moved(REGIONS, ORDERS);
    vi.advanceTimersByTime(ENTRY_WAIT_MS);
    expect([param(), history.length]).toEqual([REGIONS, before + 2]);
    await back();
    expect([param(), navigations()]).toEqual([ORDERS, [ORDERS]]);
  });

  it('a view of another route within the wait (a redirect) is the address of the move’s entry', () => {
    const { moved, view, param, before } = onHome();
    moved(ORDERS, HOME);
    view(REGIONS);
    vi.advanceTimersByTime(ENTRY_WAIT_MS);
    expect([param(), history.length]).toEqual([REGIONS, before + 1]);
  });
});

describe('syncRoute adds no entry when the page has moved on within the wait', () => {
  it.each([
    ['back or forward', () => window.dispatchEvent(new PopStateEvent('popstate', { state: STATE }))],
    ['its app router writes another address', () => history.replaceState(STATE, '', '/reports')],
    ['the controller is destroyed', (controller: { destroy(): void }) => controller.destroy()],
  ])('%s: the move stays where it is written, no entry is added', (_label, moveOn) => {
    const { controller, moved, before } = onHome();
    moved(ORDERS, HOME);
    moveOn(controller);
    const address = location.href;
    vi.advanceTimersByTime(ENTRY_WAIT_MS);
    expect([location.href, history.length]).toEqual([address, before]);
  });

  it('the embed is hidden: nothing is written until shown, and no entry then', () => {
    stubMoveBefore();
    const { controller, container, moved, param, before } = onHome();
    moved(ORDERS, HOME);
    hideEmbed(controller);
    moved(REGIONS, ORDERS);
    expect([param(), history.length]).toEqual([ORDERS, before]);
    // Shown again within the wait: its route replaces the parameter, and the wait is over.
    showEmbed(controller, container);
    vi.advanceTimersByTime(ENTRY_WAIT_MS);
    expect([param(), history.length]).toEqual([REGIONS, before]);
  });
});
