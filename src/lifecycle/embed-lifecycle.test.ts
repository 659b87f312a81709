// @vitest-environment happy-dom
// What the wrapper table cannot reach: the lifecycle between a wrapper's calls.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred } from '../../test/support/deferred';
import { DASHBOARD, iframes, TENANT } from '../../test/support/host';
import { EmbedLifecycle } from './embed-lifecycle';
import type { LifecycleOptions, LifecycleSink } from './options';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

function lifecycleWith(initial: LifecycleOptions) {
  let options = initial;
  const sink: LifecycleSink = {
    controller: vi.fn(),
    event: vi.fn(),
    renewal: vi.fn(),
    diagnostic: vi.fn(),
    error: vi.fn(),
  };
  const lifecycle = new EmbedLifecycle(() => options, sink);
  const container = () => {
    const element = document.createElement('div');
    document.body.append(element);
    return element;
  };
  return { lifecycle, sink, container, set: (next: LifecycleOptions) => (options = next) };
}

const settle = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

describe('EmbedLifecycle', () => {
  it('does nothing until attached', () => {
    const { lifecycle, sink } = lifecycleWith(DASHBOARD);
    lifecycle.update();
    expect(iframes()).toEqual([]);
    expect(sink.controller).not.toHaveBeenCalled();
  });

  it('options changed during the first mint: the session goes to the embed it was minted for, never to the new origin', async () => {
    const first = deferred<string>();
    const mintSession = vi.fn().mockReturnValueOnce(first.promise).mockResolvedValueOnce('minted-2');
    const { lifecycle, container, set } = lifecycleWith({ ...DASHBOARD, mintSession });
    lifecycle.attach(container());
    const minting = lifecycle.controller;
    set({ ...DASHBOARD, tenantUrl: 'https://other.example', mintSession });
    first.resolve('minted-1');
    await settle();
    expect(iframes().map((iframe) => iframe.src)).toEqual([
      `${TENANT}/embed/dashboard/pub-1?session=minted-1`,
    ]);
    // The wrapper's update, which follows every change of its options.
    lifecycle.update();
    await settle();
    expect(minting?.destroyed).toBe(true);
    expect(mintSession).toHaveBeenCalledTimes(2);
    expect(iframes().map((iframe) => iframe.src)).toEqual([
      'https://other.example/embed/dashboard/pub-1?session=minted-2',
    ]);
  });

  it('attached to another element, it moves the embed there, with a new session', async () => {
    const mintSession = vi.fn(async () => 'minted-1');
    const { lifecycle, sink, container } = lifecycleWith({ ...DASHBOARD, sessionId: 'given-1', mintSession });
    const [one, two] = [container(), container()];
    lifecycle.attach(one);
    const first = lifecycle.controller;
    lifecycle.attach(two);
    await settle();
    expect(first?.destroyed).toBe(true);
    expect(one.children).toHaveLength(0);
    expect(two.querySelector('iframe')?.src).toBe(`${TENANT}/embed/dashboard/pub-1?session=minted-1`);
    expect(sink.controller).toHaveBeenLastCalledWith(lifecycle.controller);
  });
});
