// @vitest-environment happy-dom
// <SvcEmbedKeepAlive>: a keepAlive embed survives its route, shown again without a mint or a reload.
import { cleanup, render } from '@testing-library/react';
import { createElement, createRef, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DASHBOARD, iframes, playEmbed, settle } from '../../test/support/react';
import { countingMint } from '../../test/support/wrappers';
import type { EmbedController } from '../host';
import { SvcEmbedKeepAlive } from './keep-alive';
import { SvcEmbed, type SvcEmbedProps } from './svc-embed';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function app(route: 'dashboard' | 'other', props: Partial<SvcEmbedProps> = {}, scoped = true): ReactNode {
  const page =
    route === 'dashboard'
      ? createElement(SvcEmbed, { ...DASHBOARD, keepAlive: 'sales', ...props } as SvcEmbedProps)
      : createElement('p', null, 'another page');
  return scoped ? createElement(SvcEmbedKeepAlive, null, page) : page;
}

describe('<SvcEmbedKeepAlive> and keepAlive', () => {
  it('keeps the embed across a route change: the same controller, one mint, one iframe, never removed', async () => {
    const mintSession = countingMint();
    const controllerRef = createRef<EmbedController>();
    const rendered = render(app('dashboard', { mintSession, controllerRef }));
    await settle();
    await vi.waitFor(() => expect(controllerRef.current).not.toBeNull());
    const first = controllerRef.current as EmbedController;
    const [iframe] = iframes();
    expect(iframe?.hasAttribute('inert')).toBe(false);

    rendered.rerender(app('other', { mintSession, controllerRef }));
    await settle();
    expect(first.destroyed).toBe(false);
    expect(iframe?.isConnected).toBe(true);
    expect(iframe?.hasAttribute('inert')).toBe(true);

    rendered.rerender(app('dashboard', { mintSession, controllerRef }));
    await settle();
    expect(controllerRef.current).toBe(first);
    expect(iframes()).toEqual([iframe]);
    expect(iframe?.hasAttribute('inert')).toBe(false);
    expect(mintSession).toHaveBeenCalledTimes(1);
  });

  it("calls no mintSession while hidden (the wrapper went); the new wrapper's renews it as it is shown", async () => {
    const firstMint = vi.fn(async () => 'from-first');
    const secondMint = vi.fn(async () => 'from-second');
    const controllerRef = createRef<EmbedController>();
    const renewal = { maxAttempts: 1 };
    const rendered = render(
      app('dashboard', { sessionId: 'session-1', mintSession: firstMint, renewal, controllerRef }),
    );
    await settle();
    const controller = controllerRef.current as EmbedController;
    const embed = playEmbed(controller);
    await embed.ready();
    rendered.rerender(app('other'));
    await settle();
    await embed.emit('session-expiring', { expiresAt: Date.now() + 60_000, expiresInMs: 60_000 });
    await settle();
    expect(firstMint).not.toHaveBeenCalled();

    rendered.rerender(
      app('dashboard', { sessionId: 'session-1', mintSession: secondMint, renewal, controllerRef }),
    );
    await settle();
    expect(controllerRef.current).toBe(controller);
    expect(secondMint).toHaveBeenCalledTimes(1);
    expect(embed.sent()).toContainEqual(['svc:action:set-session', { sessionId: 'from-second' }]);
    expect(firstMint).not.toHaveBeenCalled();
  });

  it('a scope keyed by the signed-in user ends with the user: the next user never sees the kept embed', async () => {
    const controllerRef = createRef<EmbedController>();
    const page = createElement(SvcEmbed, {
      ...DASHBOARD,
      sessionId: 'session-a',
      keepAlive: 'sales',
      controllerRef,
    });
    const rendered = render(createElement(SvcEmbedKeepAlive, { key: 'user-a' }, page));
    await settle();
    const controller = controllerRef.current as EmbedController;
    rendered.rerender(
      createElement(SvcEmbedKeepAlive, { key: 'user-b' }, createElement('p', null, 'signed out')),
    );
    await settle();
    expect(controller.destroyed).toBe(true);
    expect(iframes()).toEqual([]);
  });

  it("a kept embed shown again takes the new wrapper's settings as actions, not a reload", async () => {
    const controllerRef = createRef<EmbedController>();
    const rendered = render(app('dashboard', { sessionId: 'session-1', locale: 'en-US', controllerRef }));
    await settle();
    const controller = controllerRef.current as EmbedController;
    const src = controller.iframe.src;
    const setLocale = vi.spyOn(controller, 'setLocale');
    rendered.rerender(app('other'));
    await settle();
    rendered.rerender(app('dashboard', { sessionId: 'session-1', locale: 'de-DE', controllerRef }));
    await settle();
    expect(controllerRef.current).toBe(controller);
    expect(setLocale.mock.calls).toEqual([['de-DE']]);
    expect(controller.iframe.src).toBe(src);
  });

  it('destroys the kept embeds when the scope unmounts', async () => {
    const controllerRef = createRef<EmbedController>();
    const rendered = render(app('dashboard', { sessionId: 'session-1', controllerRef }));
    await settle();
    const controller = controllerRef.current as EmbedController;
    rendered.rerender(app('other'));
    await settle();
    rendered.unmount();
    expect(controller.destroyed).toBe(true);
    expect(iframes()).toEqual([]);
  });

  it('a new embed identity replaces the kept one', async () => {
    const controllerRef = createRef<EmbedController>();
    const rendered = render(app('dashboard', { sessionId: 'session-1', controllerRef }));
    await settle();
    const first = controllerRef.current as EmbedController;
    rendered.rerender(app('other'));
    await settle();
    rendered.rerender(app('dashboard', { publicId: 'pub-2', sessionId: 'session-2', controllerRef }));
    await settle();
    expect(first.destroyed).toBe(true);
    expect(controllerRef.current?.iframe.src).toContain('/embed/dashboard/pub-2');
    expect(iframes()).toHaveLength(1);
  });

  it('outside a scope, keepAlive is an invalid-options error through onEmbedError, and nothing is embedded', async () => {
    const onEmbedError = vi.fn();
    render(app('dashboard', { sessionId: 'session-1', onEmbedError }, false));
    await settle();
    expect(onEmbedError).toHaveBeenCalledWith(
      expect.objectContaining({
        code: 'invalid-options',
        message: expect.stringContaining('<SvcEmbedKeepAlive>'),
      }),
    );
    expect(iframes()).toEqual([]);
  });

  it('two mounted embeds with one id: the second is an invalid-options error', async () => {
    const onEmbedError = vi.fn();
    const two = createElement(
      SvcEmbedKeepAlive,
      null,
      createElement(SvcEmbed, { ...DASHBOARD, sessionId: 'session-1', keepAlive: 'sales' }),
      createElement(SvcEmbed, { ...DASHBOARD, sessionId: 'session-2', keepAlive: 'sales', onEmbedError }),
    );
    render(two);
    await settle();
    expect(onEmbedError).toHaveBeenCalledWith(
      expect.objectContaining({
        code: 'invalid-options',
        message: expect.stringContaining('"sales" is shown'),
      }),
    );
    expect(iframes()).toHaveLength(1);
  });
});
