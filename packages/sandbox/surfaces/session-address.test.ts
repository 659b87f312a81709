// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { sessionFromAddress } from './session-address';

afterEach(() => {
  history.replaceState(null, '', '/');
});

describe('sessionFromAddress', () => {
  it.each([
    ['dashboard', '/embed/dashboard/p1?session=abc&locale=fr-FR#top', '/embed/dashboard/p1?locale=fr-FR#top'],
    [
      'app',
      '/embed/d/4/app/w?f_orders.status=%22x%22&session=abc',
      '/embed/d/4/app/w?f_orders.status=%22x%22',
    ],
    ['chat', '/embed/chat?sessionId=abc', '/embed/chat'],
  ] as const)('takes the %s session id out of the address, keeping the rest', (surface, address, left) => {
    history.replaceState(null, '', address);
    expect(sessionFromAddress(surface)).toEqual({ sessionId: 'abc', used: false });
    expect(`${location.pathname}${location.search}${location.hash}`).toBe(left);
  });

  it('after a reload of the stripped address, says the id was used rather than opening without it', () => {
    history.replaceState(null, '', '/embed/dashboard/p1?session=abc');
    sessionFromAddress('dashboard');
    // A reload keeps the address as replaced and the history entry's state.
    expect(sessionFromAddress('dashboard')).toEqual({ sessionId: null, used: true });
  });

  it('leaves an address without a session id as it is (private mode)', () => {
    history.replaceState(null, '', '/embed/dashboard/p1?locale=fr-FR');
    expect(sessionFromAddress('dashboard')).toEqual({ sessionId: null, used: false });
    expect(location.search).toBe('?locale=fr-FR');
  });
});
