// @vitest-environment happy-dom
// <SvcEmbed keepAlive> moves its kept iframe into its container where the browser has moveBefore,
// and parks it before React removes the container (an iframe inside a removed element unloads).
import { cleanup, render } from '@testing-library/react';
import { createElement, createRef, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { removeMoveBefore, stubMoveBefore } from '../../test/support/pre-render';
import { DASHBOARD, settle } from '../../test/support/react';
import { inParkingLayer } from '../extensions/host/parking-layer';
import type { EmbedController } from '../host';
import { SvcEmbedKeepAlive } from './keep-alive';
import { SvcEmbed } from './svc-embed';

afterEach(() => {
  cleanup();
  removeMoveBefore();
  vi.restoreAllMocks();
});

const controllerRef = createRef<EmbedController>();

function app(route: 'dashboard' | 'other'): ReactNode {
  const page =
    route === 'dashboard'
      ? createElement(
          'section',
          { id: 'route' },
          createElement(SvcEmbed, {
            ...DASHBOARD,
            sessionId: 'session-1',
            keepAlive: 'sales',
            controllerRef,
          }),
        )
      : createElement('p', null, 'another page');
  return createElement(SvcEmbedKeepAlive, null, page);
}

const route = () => document.getElementById('route');
const placeholders = () => [...document.querySelectorAll('[data-svc-embed-placeholder]')];

/** Every node React removes, and whether the iframe was inside it then. */
function watchRemovals(iframe: HTMLIFrameElement) {
  const removedWithIframe: Node[] = [];
  const removeChild = Node.prototype.removeChild;
  vi.spyOn(Node.prototype, 'removeChild').mockImplementation(function <T extends Node>(
    this: Node,
    child: T,
  ): T {
    if (child.contains(iframe)) removedWithIframe.push(child);
    return removeChild.call(this, child) as T;
  });
  return removedWithIframe;
}

describe('<SvcEmbed keepAlive> with moveBefore', () => {
  it('shows the kept iframe inside its container, and parks it before the route is removed', async () => {
    stubMoveBefore();
    const rendered = render(app('dashboard'));
    await settle();
    const iframe = (controllerRef.current as EmbedController).iframe;
    expect(route()?.contains(iframe)).toBe(true);
    expect(placeholders()).toEqual([]);

    const removedWithIframe = watchRemovals(iframe);
    rendered.rerender(app('other'));
    await settle();
    expect(route()).toBeNull();
    expect(removedWithIframe).toEqual([]);
    expect(iframe.isConnected).toBe(true);
    expect(inParkingLayer(iframe)).toBe(true);
    expect(iframe.hasAttribute('inert')).toBe(true);

    rendered.rerender(app('dashboard'));
    await settle();
    expect(controllerRef.current?.iframe).toBe(iframe);
    expect(route()?.contains(iframe)).toBe(true);
    expect(iframe.hasAttribute('inert')).toBe(false);
  });
});

describe('<SvcEmbed keepAlive> without moveBefore', () => {
  it('shows the kept iframe as an overlay over a placeholder in its container', async () => {
    removeMoveBefore();
    const rendered = render(app('dashboard'));
    await settle();
    const iframe = (controllerRef.current as EmbedController).iframe;
    expect(inParkingLayer(iframe)).toBe(true);
    expect(placeholders().map((placeholder) => route()?.contains(placeholder))).toEqual([true]);
    rendered.rerender(app('other'));
    await settle();
    expect(iframe.isConnected).toBe(true);
    expect(placeholders()).toEqual([]);
  });
});
