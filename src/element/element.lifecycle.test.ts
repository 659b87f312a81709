// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DASHBOARD_ATTRIBUTES, iframesOf, mountElement, settle, TENANT } from '../../test/support/element';
import { EmbedController } from '../host';
import { defineSvcEmbed } from './index';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('creating the embed', () => {
  it('turns attributes into one iframe with the embed address', async () => {
    const { element } = await mountElement({ ...DASHBOARD_ATTRIBUTES, 'allow-export': '', locale: 'fr-CA' });
    const iframes = iframesOf(element);
    expect(iframes).toHaveLength(1);
    expect(iframes[0]).toBe(element.controller?.iframe);
    expect(iframes[0]?.src).toBe(`${TENANT}/embed/dashboard/pub-1?allowExport=true&locale=fr-CA`);
  });

  it('batches attributes set in one tick into one controller', async () => {
    const destroy = vi.spyOn(EmbedController.prototype, 'destroy');
    const setLocale = vi.spyOn(EmbedController.prototype, 'setLocale');
    defineSvcEmbed();
    const element = document.createElement('svc-embed');
    document.body.append(element);
    element.tenantUrl = TENANT;
    element.surface = 'dashboard';
    element.publicId = 'pub-1';
    element.allowExport = true;
    element.setAttribute('timezone', 'Europe/Paris');
    element.locale = 'de-DE';
    await settle();
    expect(iframesOf(element)).toHaveLength(1);
    expect(element.controller?.iframe.src).toBe(
      `${TENANT}/embed/dashboard/pub-1?allowExport=true&timezone=Europe%2FParis&locale=de-DE`,
    );
    expect(destroy).not.toHaveBeenCalled();
    expect(setLocale).not.toHaveBeenCalled();
  });

  it.each([
    ['no tenant-url', { surface: 'dashboard', 'public-id': 'pub-1' }],
    ['no surface', { 'tenant-url': TENANT, 'public-id': 'pub-1' }],
    ['a dashboard without public-id', { 'tenant-url': TENANT, surface: 'dashboard' }],
    ['an app without deployment-id', { 'tenant-url': TENANT, surface: 'app', 'session-id': 's-1' }],
  ])('waits while there is %s', async (_label, attributes) => {
    const { element, events } = await mountElement(attributes);
    expect(element.controller).toBeNull();
    expect(iframesOf(element)).toHaveLength(0);
    expect(events).toHaveLength(0);
  });

  it('is private without session-id or mintSession', async () => {
    const { element } = await mountElement(DASHBOARD_ATTRIBUTES);
    expect(element.controller?.iframe.src).toBe(`${TENANT}/embed/dashboard/pub-1`);
  });

  it('waits a frame for a mintSession bound a task after connecting: its first request is signed', async () => {
    vi.useFakeTimers();
    try {
      const addresses = vi.spyOn(HTMLIFrameElement.prototype, 'src', 'set');
      const destroy = vi.spyOn(EmbedController.prototype, 'destroy');
      defineSvcEmbed();
      const element = document.createElement('svc-embed');
      for (const [name, value] of Object.entries(DASHBOARD_ATTRIBUTES)) element.setAttribute(name, value);
      document.body.append(element);
      setTimeout(() => {
        element.mintSession = async () => 'minted-1';
      }, 0);
      await vi.advanceTimersByTimeAsync(100);
      expect(addresses.mock.calls.map(([src]) => src)).toEqual([
        `${TENANT}/embed/dashboard/pub-1?session=minted-1`,
      ]);
      expect(iframesOf(element)).toHaveLength(1);
      expect(destroy).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('opens a task later in a hidden page, which gets no animation frames', async () => {
    vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    vi.spyOn(window, 'requestAnimationFrame').mockReturnValue(0); // a hidden page's frames never come
    const { element } = await mountElement(DASHBOARD_ATTRIBUTES);
    await settle();
    expect(element.controller?.iframe.src).toBe(`${TENANT}/embed/dashboard/pub-1`);
  });

  it('uses session-id first, without minting', async () => {
    const mintSession = vi.fn(async () => 'minted-1');
    const { element } = await mountElement(
      { ...DASHBOARD_ATTRIBUTES, 'session-id': 'given-1' },
      { mintSession },
    );
    expect(element.controller?.iframe.src).toBe(`${TENANT}/embed/dashboard/pub-1?session=given-1`);
    expect(mintSession).not.toHaveBeenCalled();
  });

  it.each([0, 1, 2, 3])(
    'waits quietly, with no second mint, when public-id goes while a mint settles (%i microtasks apart)',
    async (turns) => {
      let settleMint: (id: string) => void = () => {};
      const mintSession = vi.fn(() => new Promise<string>((resolve) => (settleMint = resolve)));
      const { element, events } = await mountElement(DASHBOARD_ATTRIBUTES, { mintSession });
      settleMint('minted-1');
      for (let turn = 0; turn < turns; turn += 1) await Promise.resolve();
      element.removeAttribute('public-id');
      await settle();
      expect(mintSession).toHaveBeenCalledOnce();
      expect(events.filter((event) => event.type === 'svc-embed-error')).toEqual([]);
      expect(iframesOf(element)).toEqual([]);
    },
  );

  it('mints the first session when only mintSession is given', async () => {
    const { element } = await mountElement(
      { 'tenant-url': TENANT, surface: 'app', 'deployment-id': '42', path: '/workbook/7' },
      { mintSession: async () => 'minted-1' },
    );
    expect(element.controller?.iframe.src).toBe(`${TENANT}/embed/d/42/app/workbook/7?session=minted-1`);
  });

  it('displays as a block unless styled otherwise', async () => {
    const { element } = await mountElement(DASHBOARD_ATTRIBUTES);
    expect(element.style.display).toBe('block');
    const style = document.createElement('style');
    style.textContent = 'svc-embed.grid { display: grid }';
    document.head.append(style);
    const styled = await mountElement({ ...DASHBOARD_ATTRIBUTES, class: 'grid' });
    style.remove();
    expect(styled.element.style.display).toBe('');
  });
});

describe('an identity change', () => {
  it.each([
    ['public-id', 'pub-2', `${TENANT}/embed/dashboard/pub-2?session=minted-1`],
    ['tenant-url', 'https://other.example', 'https://other.example/embed/dashboard/pub-1?session=minted-1'],
    ['allow-export', 'true', `${TENANT}/embed/dashboard/pub-1?session=minted-1&allowExport=true`],
  ])('of %s destroys the embed and re-creates it with a fresh session', async (name, value, src) => {
    const mintSession = vi.fn(async () => 'minted-1');
    const { element } = await mountElement(
      { ...DASHBOARD_ATTRIBUTES, 'session-id': 'given-1' },
      { mintSession },
    );
    const first = element.controller;
    const destroy = vi.spyOn(first as EmbedController, 'destroy');
    element.setAttribute(name, value);
    await settle();
    expect(destroy).toHaveBeenCalledOnce();
    expect(element.controller).not.toBe(first);
    expect(iframesOf(element).map((iframe) => iframe.src)).toEqual([src]);
    expect(mintSession).toHaveBeenCalledOnce();
  });
});

describe('removal from the DOM', () => {
  it('destroys the controller, its iframe and its window listener', async () => {
    const added = vi.spyOn(window, 'addEventListener');
    const removed = vi.spyOn(window, 'removeEventListener');
    const { element } = await mountElement(DASHBOARD_ATTRIBUTES);
    const controller = element.controller as EmbedController;
    const destroy = vi.spyOn(controller, 'destroy');
    element.remove();
    expect(destroy).toHaveBeenCalledOnce();
    expect(element.controller).toBeNull();
    expect(iframesOf(element)).toHaveLength(0);
    const messageListeners = (spy: typeof added) =>
      spy.mock.calls.filter(([type]) => type === 'message').map(([, listener]) => listener);
    expect(messageListeners(added)).toHaveLength(1);
    expect(messageListeners(removed)).toEqual(messageListeners(added));
  });

  it('then re-insertion (a move) re-creates the embed', async () => {
    const { element } = await mountElement(DASHBOARD_ATTRIBUTES);
    const first = element.controller;
    const elsewhere = document.createElement('section');
    document.body.append(elsewhere);
    elsewhere.append(element);
    await settle();
    expect(first?.destroyed).toBe(true);
    expect(element.controller?.destroyed).toBe(false);
    expect(iframesOf(element)).toHaveLength(1);
  });
});

describe('properties set before the element is defined', () => {
  it('are taken over when it connects', async () => {
    const element = document.createElement('svc-embed-late') as HTMLElement & Record<string, unknown>;
    element.tenantUrl = TENANT;
    element.surface = 'dashboard';
    element.publicId = 'pub-1';
    element.theme = { primaryColor: '#ff0000' };
    const setTheme = vi.spyOn(EmbedController.prototype, 'setTheme');
    defineSvcEmbed('svc-embed-late');
    document.body.append(element);
    await settle();
    expect(element.getAttribute('public-id')).toBe('pub-1');
    expect(iframesOf(element as never)).toHaveLength(1);
    expect(setTheme).toHaveBeenCalledWith({ primaryColor: '#ff0000' });
  });
});
