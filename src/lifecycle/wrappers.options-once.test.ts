// @vitest-environment happy-dom
// The behaviour table, inherited keys: what a wrapper reads of its options is their own
// properties, each read copied once. Every row runs against React, Vue and the element.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DASHBOARD, TENANT } from '../../test/support/host';
import { srcs, WRAPPER_ADAPTERS } from '../../test/support/wrappers';
import { keepAliveOwner, readKeepAlive } from './keep-alive-key';

const POLLUTED = ['sessionId', 'owner'];

/** Sets `Object.prototype[name]` for one test, as a polluting dependency would. */
function pollute(name: string, value: unknown): void {
  Object.defineProperty(Object.prototype, name, { value, configurable: true, writable: true });
}

afterEach(() => {
  for (const name of POLLUTED) delete (Object.prototype as Record<string, unknown>)[name];
});

describe.each(WRAPPER_ADAPTERS)('$name', (adapter) => {
  afterEach(() => {
    adapter.cleanup();
    vi.restoreAllMocks();
  });

  it('a polluted Object.prototype.sessionId is no session: the embed opens private', async () => {
    pollute('sessionId', 'polluted-1');
    const embed = await adapter.mount(DASHBOARD);
    await adapter.settle();
    expect(embed.errors).toEqual([]);
    expect(srcs()).toEqual([`${TENANT}/embed/dashboard/pub-1`]);
  });
});

describe('keepAlive', () => {
  it.each([
    ['a polluted Object.prototype.owner', () => pollute('owner', 'someone'), { id: 'sales' }],
    [
      'an owner inherited from its prototype',
      () => {},
      Object.assign(Object.create({ owner: 'someone' }), { id: 'sales' }),
    ],
  ])('%s is not whose the kept embed is', (_label, arrange, keepAlive) => {
    arrange();
    expect(readKeepAlive({ ...DASHBOARD, keepAlive })).toEqual({ id: 'sales', owner: undefined });
    expect(keepAliveOwner({ ...DASHBOARD, keepAlive })).toBeUndefined();
  });
});
