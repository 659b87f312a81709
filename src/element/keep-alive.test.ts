// @vitest-environment happy-dom
// keep-alive="id": an element that leaves the document keeps its embed for the next one with that id.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DASHBOARD_ATTRIBUTES, mountElement, settle } from '../test-support/element';
import { countingMint } from '../test-support/wrappers';
import { releaseKeptEmbed } from './index';

afterEach(() => {
  releaseKeptEmbed();
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

  it('without keep-alive, an element that leaves destroys its embed as before', async () => {
    const { element } = await mountElement(DASHBOARD_ATTRIBUTES, { sessionId: 'session-1' });
    const controller = element.controller;
    element.remove();
    await settle();
    expect(controller?.destroyed).toBe(true);
  });
});
