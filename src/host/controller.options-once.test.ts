// @vitest-environment happy-dom
// The options are copied once at construction, own properties only, and never read again: an
// inherited key is no option, and an app changing its options object later changes nothing.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred } from '../../test/support/deferred';
import { DASHBOARD, playEmbedIn, READY, TENANT } from '../../test/support/host';
import { END, mountRenewal, settle } from '../../test/support/renewal';
import { EmbedController, type EmbedControllerOptions, preloadEmbed } from '../host';

const OTHER = 'https://other.example';

/** Sets `Object.prototype[name]` for one test, as a polluting dependency would. */
function pollute(name: string, value: unknown): void {
  Object.defineProperty(Object.prototype, name, { value, configurable: true, writable: true });
}

const POLLUTED = ['maxPerHour', 'sessionId', 'parkedHeight'];

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  for (const name of POLLUTED) delete (Object.prototype as Record<string, unknown>)[name];
  vi.useRealTimers();
  document.body.innerHTML = '';
});

/** How many mints 20 distinct `session-expiring` events cause, each a minute apart. */
async function mintsFor20Renewals(options: Partial<EmbedControllerOptions>): Promise<number> {
  const s = mountRenewal(async () => 'fresh', options);
  for (let minute = 1; minute <= 20; minute += 1) {
    s.expiring(END + minute * 60_000);
    await settle();
  }
  return s.mintSession.mock.calls.length;
}

describe('an inherited key is no option', () => {
  it.each<[string, Partial<EmbedControllerOptions>]>([
    ['no renewal option', {}],
    ['renewal: {}', { renewal: {} }],
    ['renewal: { maxAttempts: 3 }', { renewal: { maxAttempts: 3 } }],
  ])(
    'a polluted Object.prototype.maxPerHour does not lift the renewal bound (%s)',
    async (_label, options) => {
      pollute('maxPerHour', 10_000);
      expect(await mintsFor20Renewals(options)).toBe(6);
    },
  );

  it('renewal options inherited from a prototype are not read', async () => {
    const renewal = Object.create({ maxPerHour: 10_000 }) as EmbedControllerOptions['renewal'];
    expect(await mintsFor20Renewals({ renewal })).toBe(6);
  });

  it('an options object created with a prototype: its inherited keys are not read', () => {
    const inherited = { sessionId: 'inherited-1', renewal: { maxPerHour: 10_000 } };
    const options = Object.assign(Object.create(inherited), { ...DASHBOARD, container: containerOnPage() });
    const controller = new EmbedController(options as EmbedControllerOptions);
    expect(controller.iframe.src).toBe(`${TENANT}/embed/dashboard/pub-1`);
  });

  it('a polluted Object.prototype.sessionId is not a session: the embed is private', () => {
    pollute('sessionId', 'polluted-1');
    const controller = new EmbedController({ ...DASHBOARD, container: containerOnPage() });
    expect(controller.iframe.src).toBe(`${TENANT}/embed/dashboard/pub-1`);
  });

  it("a polluted Object.prototype.parkedHeight is not preloadEmbed's size while hidden", () => {
    pollute('parkedHeight', 10_000);
    const controller = preloadEmbed({ ...DASHBOARD });
    expect(controller.iframe.parentElement?.style.height).toBe('480px');
    controller.destroy();
  });
});

describe('the options object is not read after construction', () => {
  it('changing it during the first mint changes nothing: the session goes to the tenant it was given', async () => {
    const minted = deferred<string>();
    const mintSession = vi.fn(() => minted.promise);
    const renewal = { maxPerHour: 1 };
    const options: EmbedControllerOptions = {
      ...DASHBOARD,
      mintSession,
      renewal,
      container: containerOnPage(),
    };
    const controller = new EmbedController(options);
    Object.assign(options, { tenantUrl: OTHER, publicId: 'pub-2', mintSession: vi.fn(async () => 'other') });
    renewal.maxPerHour = 10_000;
    minted.resolve('minted-1');
    await settle();
    expect(controller.iframe.src).toBe(`${TENANT}/embed/dashboard/pub-1?session=minted-1`);
    const played = playEmbedIn(controller.iframe);
    played.ready(READY);
    for (const minute of [1, 2, 3]) {
      played.emit('session-expiring', { expiresAt: END + minute * 60_000, expiresInMs: 1_800_000 });
      await settle();
    }
    // The renewal mints with the function it was given, within the bound it was given.
    expect(mintSession).toHaveBeenCalledTimes(2);
    expect(controller.renewalStatus).toBe('failed');
  });

  it('a getter is read once: what was checked is what is used', () => {
    let reads = 0;
    const options = {
      ...DASHBOARD,
      container: containerOnPage(),
      get tenantUrl() {
        reads += 1;
        return reads === 1 ? TENANT : OTHER;
      },
    };
    const controller = new EmbedController(options);
    expect(controller.iframe.src).toBe(`${TENANT}/embed/dashboard/pub-1`);
    expect(reads).toBe(1);
  });
});

function containerOnPage(): HTMLElement {
  const container = document.createElement('div');
  document.body.append(container);
  return container;
}
