// @vitest-environment happy-dom
// The probe stays out of DOM emulators (a host app's unit tests): this one says it is a browser.
// @vitest-environment-options { "url": "https://host.example/dashboard", "settings": { "navigator": { "userAgent": "Mozilla/5.0 Chrome/140.0" } } }
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountController, TENANT } from '../../test/support/host';
import type { EmbedError } from '../host';

/** The local sandbox, which the probe is for; https, as this page is. */
const LOCAL = 'https://localhost:4100';

import { PROBE_AFTER_LOAD_MS } from './reach-probe';

const probe = vi.fn<typeof fetch>();
const controllers: { destroy(): void }[] = [];
beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('fetch', probe);
});
afterEach(() => {
  for (const controller of controllers.splice(0)) controller.destroy();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  probe.mockReset();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

const refused = () => Promise.reject(new TypeError('Failed to fetch'));
const answered = () => Promise.resolve(new Response(null));

/** What `ready` says `afterMs` after the iframe's load (if it `loads`), with the probe answering `answer`. */
async function outcome(answer: () => Promise<Response>, afterMs: number, options = {}, loads = true) {
  probe.mockImplementation(answer);
  const mounted = mountController({ tenantUrl: LOCAL, readyTimeoutMs: 5_000, ...options });
  controllers.push(mounted.controller);
  const settled = mounted.controller.ready.then(
    () => 'ready',
    (error: EmbedError) => error,
  );
  let result: EmbedError | string = 'pending';
  void settled.then((value) => {
    result = value;
  });
  if (loads) mounted.controller.iframe.dispatchEvent(new Event('load'));
  return {
    ...mounted,
    advance: async (ms = afterMs) => {
      await vi.advanceTimersByTimeAsync(ms);
      return result;
    },
  };
}

describe('a loaded iframe that stays silent: the reach probe', () => {
  it('fails with tenant-unreachable within 3 s when a request to the tenant fails on the network', async () => {
    const { advance } = await outcome(refused, 3_000);
    const error = (await advance()) as EmbedError;
    expect(error.code).toBe('tenant-unreachable');
    expect(error.message).toContain(`could not reach ${LOCAL}`);
    expect(error.message).not.toContain('frame-ancestors');
    expect(probe).toHaveBeenCalledWith(`${LOCAL}/`, { method: 'HEAD', mode: 'no-cors' });
  });

  it('asks 2 s after opening when the iframe fires no load (Firefox, for a frame it could not reach)', async () => {
    const { advance } = await outcome(refused, 1_900, {}, false);
    expect(await advance()).toBe('pending');
    expect(probe).not.toHaveBeenCalled();
    expect(((await advance(1_000)) as EmbedError).code).toBe('tenant-unreachable');
    expect(probe).toHaveBeenCalledOnce();
  });

  it('a load that comes late is judged 1 s after it, not 2 s after opening', async () => {
    const { controller, advance } = await outcome(refused, 1_500, {}, false);
    await advance();
    controller.iframe.dispatchEvent(new Event('load'));
    await advance(900); // 2.4 s after opening
    expect(probe).not.toHaveBeenCalled();
    await advance(200);
    expect(probe).toHaveBeenCalledOnce();
  });

  it('keeps the framing words when the tenant answers', async () => {
    const { advance } = await outcome(answered, 3_000);
    expect(await advance()).toBe('pending');
    const error = (await advance(2_000)) as EmbedError;
    expect(error.code).toBe('ready-timeout');
    expect(error.message).toContain('frame-ancestors');
    expect(probe).toHaveBeenCalledOnce(); // after the load, and not again 2 s after opening
  });

  it("says nothing when this page's CSP refused the request: the host cannot tell", async () => {
    const { advance } = await outcome(refused, PROBE_AFTER_LOAD_MS);
    await advance(); // the request failed; its violation event comes a moment later
    expect(probe).toHaveBeenCalledOnce();
    document.dispatchEvent(Object.assign(new Event('securitypolicyviolation'), { blockedURI: `${LOCAL}/` }));
    expect(await advance(2_000)).toBe('pending');
    expect(((await advance(2_000)) as EmbedError).code).toBe('ready-timeout');
  });

  it.each([
    [
      'a message arrived',
      (m: { deliver: (data: unknown, from: { origin: string }) => void }) =>
        m.deliver({ type: 'not-ready' }, { origin: LOCAL }),
    ],
    ['the controller was destroyed', (m: { controller: { destroy(): void } }) => m.controller.destroy()],
  ])('asks nothing when %s', async (_label, meanwhile) => {
    const mounted = await outcome(refused, 3_000);
    meanwhile(mounted as never);
    await mounted.advance();
    expect(probe).not.toHaveBeenCalled();
  });

  it("asks nothing for a minting embed's blank iframe, only once it has its address", async () => {
    const { advance } = await outcome(refused, 3_000, {
      sessionId: undefined,
      mintSession: () => new Promise<string>(() => {}),
    });
    await advance();
    expect(probe).not.toHaveBeenCalled();
  });

  it('asks nothing of a tenant on another machine: production pages send no probe', async () => {
    const { advance } = await outcome(refused, 5_000, { tenantUrl: TENANT });
    expect(((await advance()) as EmbedError).code).toBe('ready-timeout');
    expect(probe).not.toHaveBeenCalled();
  });

  it('asks nothing in a DOM emulator (jsdom, happy-dom): a unit test reaches no network', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (X11; Linux x64) HappyDOM/20.0.0');
    const { advance } = await outcome(refused, 3_000);
    await advance();
    expect(probe).not.toHaveBeenCalled();
  });

  it('asks nothing when an https page embeds an http tenant: mixed content fails before the network', async () => {
    const { advance } = await outcome(refused, 3_000, { tenantUrl: 'http://127.0.0.1:4100' });
    expect((await advance(5_000)) as EmbedError).toMatchObject({ code: 'ready-timeout' });
    expect(probe).not.toHaveBeenCalled();
  });
});
