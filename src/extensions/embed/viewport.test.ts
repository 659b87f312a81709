// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import type { EmbedExtensionContext } from '../../embed/extension';
import type { Diagnostic } from '../../internal/diagnostics';
import { Disposer } from '../../internal/disposer';
import { extensionAction } from '../../protocol/extension-envelope';
import { viewport } from './viewport';

const HOST = 'https://host.example';
const REGION = { top: 1500, height: 800, viewportWidth: 1280, viewportHeight: 800, visible: true };

afterEach(() => {
  document.documentElement.removeAttribute('style');
});

function setup() {
  const view = viewport();
  const posted: { type: string; payload: unknown }[] = [];
  const diagnostics: Diagnostic[] = [];
  const lifetime = new Disposer();
  const context = {
    side: 'embed',
    surface: 'dashboard',
    now: () => 7,
    lifetime,
    diagnose: (diagnostic: Diagnostic) => diagnostics.push(diagnostic),
    log: () => {},
    receive: () => {},
    post: (envelope: object) => posted.push(envelope as never),
  } as unknown as EmbedExtensionContext;
  const hooks = view.setup(context);
  const deliver = (payload: object) =>
    hooks.actions?.['svc:action:viewport']?.({
      data: extensionAction('viewport', payload as never, 1),
      origin: HOST,
    } as MessageEvent);
  const cssVariable = (name: string) => document.documentElement.style.getPropertyValue(name);
  return { view, hooks, posted, diagnostics, lifetime, deliver, cssVariable };
}

describe('viewport(), embed side', () => {
  it('leaves the CSS variables unset and counts as visible until the host tells it more', () => {
    const { view, cssVariable } = setup();
    expect(cssVariable('--svc-visible-top')).toBe('');
    expect([view.visible, view.region]).toEqual([true, null]);
  });

  it('sets --svc-visible-top and --svc-visible-height and tells on("viewport") of each region', () => {
    const { view, deliver, cssVariable } = setup();
    const seen: unknown[] = [];
    view.on('viewport', (region) => seen.push(region));
    deliver(REGION);
    expect([cssVariable('--svc-visible-top'), cssVariable('--svc-visible-height')]).toEqual([
      '1500px',
      '800px',
    ]);
    expect(seen).toEqual([REGION]);
    expect(view.region).toEqual(REGION);
  });

  it('tells on("visibility") only when being seen changes', () => {
    const { view, deliver } = setup();
    const seen: boolean[] = [];
    view.on('visibility', (visible) => seen.push(visible));
    deliver(REGION);
    deliver({ ...REGION, top: 0, height: 0, visible: false });
    deliver({ ...REGION, top: 0, height: 0, viewportWidth: 900, visible: false });
    deliver(REGION);
    expect(seen).toEqual([false, true]);
    expect(view.visible).toBe(true);
  });

  it.each([
    ['a negative top', { ...REGION, top: -1 }],
    ['visible as a string', { ...REGION, visible: 'yes' }],
    ['a missing height', { top: 1, viewportWidth: 1, viewportHeight: 1, visible: true }],
  ])('refuses %s as invalid-message and keeps what it had', (_label, payload) => {
    const { view, deliver, diagnostics, cssVariable } = setup();
    deliver(payload);
    expect(diagnostics.map((d) => d.reason)).toEqual(['invalid-message']);
    expect([view.region, cssVariable('--svc-visible-top')]).toEqual([null, '']);
  });

  it('isolates a throwing handler: handler-threw, and the next handler still runs', () => {
    const { view, deliver, diagnostics } = setup();
    const seen: unknown[] = [];
    view.on('viewport', () => {
      throw new Error('boom');
    });
    view.on('viewport', (region) => seen.push(region));
    deliver(REGION);
    expect(diagnostics.map((d) => d.message)).toEqual(['a viewport on("viewport") handler threw']);
    expect(seen).toHaveLength(1);
  });

  it('sends a scroll request after ready, not before and not after destroy', () => {
    const { view, hooks, posted, lifetime } = setup();
    expect(view.requestScroll({ top: 10, height: 20 })).toBe(false);
    hooks.ready?.();
    expect(view.requestScroll({ top: 10, height: 20 }, { block: 'center' })).toBe(true);
    expect(posted).toMatchObject([
      { type: 'svc:event:viewport', payload: { top: 10, height: 20, block: 'center' }, surface: 'dashboard' },
    ]);
    lifetime.dispose();
    expect(view.requestScroll({ top: 10, height: 20 })).toBe(false);
    expect(posted).toHaveLength(1);
  });

  it.each([
    [{ top: -1, height: 0 }, {}, 'requestScroll: top must be 0 to 100000 px, got -1'],
    [{ top: 0, height: Number.NaN }, {}, 'requestScroll: height must be 0 to 100000 px, got NaN'],
    [
      { top: 0, height: 1 },
      { block: 'end' },
      "requestScroll: block must be start, center or nearest, got 'end'",
    ],
  ])('throws invalid-argument for %o %o', (part, options, message) => {
    const { view } = setup();
    expect(() => view.requestScroll(part, options as never)).toThrow(message);
  });

  it('throws invalid-argument for an unknown event name', () => {
    const { view } = setup();
    expect(() => view.on('scroll' as 'viewport', () => {})).toThrow(
      'viewport on(\'scroll\'): takes "viewport" or "visibility" and a function',
    );
  });
});
