// @vitest-environment happy-dom
// The iframe's address never leaves the tenant origin, whatever it is built from: checked before
// `src` is set. The route check (`isRouteOf`) is broken on purpose here, so that only this check stands.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DASHBOARD, TENANT } from '../../test/support/host';
import { EmbedController, type EmbedControllerOptions, type HostExtension } from '../host';
import { tenantAddress } from './tenant-address';

vi.mock('./embed-route', () => ({ isRouteOf: () => true }));

/** What a broken route check would let through: the userinfo trick moves the origin. */
const ESCAPE = '@evil.example/embed/dashboard/pub-1';
const ID = 'Zx9-Q1w2E3r4T5y6U7i8O9p0A1s2D3f4G5h6J7k8L9z';
const REFUSAL = 'the embed address left the tenant origin https://tenant.example: the iframe gets no address';

const openAt = (route: string): HostExtension => ({
  name: 'moves-it',
  setup: () => ({ openAt: () => route }),
});

afterEach(() => {
  document.body.innerHTML = '';
});

function open(options: Partial<EmbedControllerOptions>): EmbedController {
  const container = document.createElement('div');
  document.body.append(container);
  return new EmbedController({ ...DASHBOARD, container, ...options } as EmbedControllerOptions);
}

describe('tenantAddress', () => {
  it('builds the address on the tenant origin', () => {
    expect(tenantAddress({ ...DASHBOARD, sessionId: ID }, '/embed/dashboard/pub-1/orders', TENANT)).toBe(
      `${TENANT}/embed/dashboard/pub-1/orders?session=${ID}`,
    );
  });

  it('refuses an address on another origin with invalid-options, never quoting it', () => {
    let thrown: unknown;
    try {
      tenantAddress({ ...DASHBOARD, sessionId: ID }, ESCAPE, TENANT);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ code: 'invalid-options', message: REFUSAL });
    expect(String(thrown)).not.toContain(ID);
  });
});

describe('the controller opening at a route off the tenant origin', () => {
  it('with a session id: ready rejects, the iframe gets no address', async () => {
    const controller = open({ sessionId: ID, extensions: [openAt(ESCAPE)] });
    await expect(controller.ready).rejects.toMatchObject({ code: 'invalid-options', message: REFUSAL });
    expect(controller.iframe.getAttribute('src')).toBeNull();
  });

  it('with mintSession alone: the minted session goes nowhere, ready rejects', async () => {
    const mintSession = vi.fn(async () => ID);
    const controller = open({ mintSession, extensions: [openAt(ESCAPE)] });
    await expect(controller.ready).rejects.toMatchObject({ code: 'invalid-options', message: REFUSAL });
    expect(mintSession).toHaveBeenCalledOnce();
    expect(controller.iframe.getAttribute('src')).toBeNull();
  });
});
