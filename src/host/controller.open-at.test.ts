// @vitest-environment happy-dom
// The `openAt` hook: extensions move the embed's first address to an in-embed route, in list order;
// the controller opens there only when it is a route of this surface without a query or fragment.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountController } from '../../test/support/host';
import type { Diagnostic, EmbedControllerOptions, HostExtension } from '../host';

afterEach(() => {
  document.body.innerHTML = '';
});

const HOME = '/embed/dashboard/pub-1';
const openingAt = (path: unknown): HostExtension => ({
  setup: () => ({ openAt: () => path as string }),
});

function open(extensions: HostExtension[], options: Partial<EmbedControllerOptions> = {}) {
  const diagnostics: Diagnostic[] = [];
  const { controller } = mountController({
    extensions,
    onDiagnostic: (diagnostic) => diagnostics.push(diagnostic),
    ...options,
  });
  return { src: controller.iframe.src, diagnostics };
}

describe('the openAt hook', () => {
  it('is asked once, with the start, and its route is the first address, the query after it', () => {
    const openAt = vi.fn(() => `${HOME}/orders`);
    const { src, diagnostics } = open([{ setup: () => ({ openAt }) }], { locale: 'fr-CA' });
    expect(openAt.mock.calls).toEqual([[HOME]]);
    expect(src).toBe(`https://tenant.example${HOME}/orders?session=session-1&locale=fr-CA`);
    expect(diagnostics).toEqual([]);
  });

  it('chains extensions in list order; undefined leaves the path as it was', () => {
    const second = vi.fn(() => undefined);
    const third = vi.fn((path: string) => `${path}/more`);
    const { src } = open([
      openingAt(`${HOME}/orders`),
      { setup: () => ({ openAt: second }) },
      { setup: () => ({ openAt: third }) },
    ]);
    expect([second.mock.calls, third.mock.calls]).toEqual([[[`${HOME}/orders`]], [[`${HOME}/orders`]]]);
    expect(new URL(src).pathname).toBe(`${HOME}/orders/more`);
  });

  it.each([
    ['another dashboard', '/embed/dashboard/pub-2'],
    ['a dashboard whose id starts the same', '/embed/dashboard/pub-10'],
    ['a dot-dot segment', `${HOME}/../pub-2`],
    ['a dot-dot with a path parameter', `${HOME}/..;/pub-2`],
    ['an encoded dot-dot', `${HOME}/%2e%2e/pub-2`],
    ['a protocol-relative path', `//evil.example${HOME}`],
    ['an absolute URL', `https://evil.example${HOME}`],
    ['a query (the session is the host query)', `${HOME}/orders?session=theirs`],
    ['a fragment', `${HOME}/orders#top`],
    ['spaces', `${HOME}/a b`],
    ['no string', 42],
  ])('refuses %s: the start page, one route-refused diagnostic', (_label, path) => {
    const { src, diagnostics } = open([openingAt(path)]);
    expect(src).toBe(`https://tenant.example${HOME}?session=session-1`);
    expect(diagnostics.map(({ reason }) => reason)).toEqual(['route-refused']);
    expect(diagnostics[0]?.message).toContain(`under ${HOME}`);
    expect(diagnostics[0]?.message.length).toBeLessThan(300);
  });

  it('gives a given iframe its address at the route', () => {
    const iframe = document.createElement('iframe');
    document.body.append(iframe);
    open([openingAt(`${HOME}/orders`)], { iframe, container: undefined });
    expect(new URL(iframe.src).pathname).toBe(`${HOME}/orders`);
  });
});
