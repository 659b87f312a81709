// @vitest-environment happy-dom
// keep-alive="id": an element that leaves the document keeps its embed for the next one with that id.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DASHBOARD_ATTRIBUTES, mountElement, settle } from '../../test/support/element';
import { playEmbedIn, READY } from '../../test/support/host';
import { removeMoveBefore, stubMoveBefore } from '../../test/support/pre-render';
import { countingMint } from '../../test/support/wrappers';
import { inParkingLayer } from '../extensions/host/parking-layer';
import type { EmbedController } from '../host';
import { releaseKeptEmbed } from './index';

afterEach(() => {
  releaseKeptEmbed();
  removeMoveBefore();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('<svc-embed keep-alive>', () => {
  it('a new element with the same id shows the kept embed: same controller, one mint, no reload', async () => {
    const mintSession = countingMint();
    const { element } = await mountElement(
      { ...DASHBOARD_ATTRIBUTES, 'keep-alive': 'sales' },
      { mintSession },
    );
    await vi.waitFor(() => expect(element.controller).not.toBeNull());
    const controller = element.controller;
    const iframe = controller?.iframe;
    element.remove();
    await settle();
    expect(controller?.destroyed).toBe(false);
    expect(iframe?.isConnected).toBe(true);
    expect(iframe?.hasAttribute('inert')).toBe(true);

    const next = await mountElement({ ...DASHBOARD_ATTRIBUTES, 'keep-alive': 'sales' }, { mintSession });
    expect(next.element.controller).toBe(controller);
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
    expect(iframe?.hasAttribute('inert')).toBe(false);
    expect(mintSession).toHaveBeenCalledTimes(1);
  });

  it('shows the kept embed as an overlay even where moveBefore exists: it hears of its removal only after it', async () => {
    const moves = stubMoveBefore();
    const { element } = await mountElement(
      { ...DASHBOARD_ATTRIBUTES, 'keep-alive': 'sales' },
      { sessionId: 's-1' },
    );
    const iframe = element.controller?.iframe as HTMLIFrameElement;
    expect(inParkingLayer(iframe)).toBe(true);
    expect(element.querySelectorAll('[data-svc-embed-placeholder]')).toHaveLength(1);
    expect(moves).not.toHaveBeenCalled();
  });

  it('releaseKeptEmbed(id) destroys the kept embed', async () => {
    const { element } = await mountElement(
      { ...DASHBOARD_ATTRIBUTES, 'keep-alive': 'sales' },
      { sessionId: 'session-1' },
    );
    const controller = element.controller;
    element.remove();
    await settle();
    releaseKeptEmbed('sales');
    expect(controller?.destroyed).toBe(true);
    expect(document.querySelectorAll('iframe')).toHaveLength(0);
  });

  it('releaseKeptEmbed() at sign-out, with the element still shown: the next element with that id keeps its own embed', async () => {
    const { element } = await mountElement(
      { ...DASHBOARD_ATTRIBUTES, 'keep-alive': 'sales', 'keep-alive-owner': 'user-a' },
      { sessionId: 'session-a' },
    );
    const first = element.controller;
    releaseKeptEmbed();
    expect(first?.destroyed).toBe(true);
    const mintB = vi.fn(async () => 'b-2');
    const next = await mountElement(
      { ...DASHBOARD_ATTRIBUTES, 'keep-alive': 'sales', 'keep-alive-owner': 'user-b' },
      { sessionId: 'session-b', mintSession: mintB },
    );
    const second = next.element.controller as EmbedController;
    // The first element goes after the release: that must neither hide the second's embed nor cut its callbacks.
    element.remove();
    await settle();
    expect(second.destroyed).toBe(false);
    expect(second.iframe.hasAttribute('inert')).toBe(false);
    expect(second.iframe.src).toContain('session=session-b');
    const embed = playEmbedIn(second.iframe);
    embed.ready(READY);
    embed.emit('session-expiring', { expiresAt: Date.now() + 60_000, expiresInMs: 60_000 });
    await settle();
    expect(mintB).toHaveBeenCalledTimes(1);
  });

  it('without keep-alive, an element that leaves destroys its embed as before', async () => {
    const { element } = await mountElement(DASHBOARD_ATTRIBUTES, { sessionId: 'session-1' });
    const controller = element.controller;
    element.remove();
    await settle();
    expect(controller?.destroyed).toBe(true);
  });
});
