// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TENANT } from '../../test/support/host';
import { type ListenerCensus, takeListenerCensus } from '../../test/support/listener-census';
import { EmbedError } from '../internal/errors';
import { EmbedController } from './controller';
import type { EmbedControllerOptions } from './controller-options';
import type { HostExtension } from './extension';

let census: ListenerCensus;
beforeEach(() => {
  vi.useFakeTimers();
  census = takeListenerCensus([window, document]);
});
afterEach(() => {
  census.restore();
  vi.useRealTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

function everyOption(container: HTMLElement): EmbedControllerOptions {
  return {
    tenantUrl: TENANT,
    surface: 'dashboard',
    publicId: 'pub-1',
    sessionId: 'session-1',
    allowExport: true,
    timezone: 'UTC',
    locale: 'en',
    filters: { 'orders.status': { value: 'open' } },
    mintSession: async () => 'session-2',
    container,
    title: 'Sales',
    colorScheme: 'dark',
    theme: { primaryColor: 'navy' },
    readyTimeoutMs: 1000,
    renewal: {},
    onDiagnostic: () => {},
    extensions: [],
  };
}

/** The options with `name` behind a getter that counts its reads and throws from the `throwsFrom`th on. */
function withGetter(options: EmbedControllerOptions, name: keyof EmbedControllerOptions, throwsFrom: number) {
  const reads = { count: 0 };
  const value = options[name];
  Object.defineProperty(options, name, {
    enumerable: true,
    get() {
      reads.count += 1;
      if (reads.count >= throwsFrom) throw new Error(`read ${name} ${reads.count} times`);
      return value;
    },
  });
  return reads;
}

/**
 * Nothing of a controller left: no listener, timer or iframe; and no resource hint when it threw
 * (a controller that was made keeps its hint for the next one to the tenant).
 */
function expectNothingLeft(container: HTMLElement, made = false): void {
  expect(census.liveByType()).toEqual({});
  expect(vi.getTimerCount()).toBe(0);
  expect(container.childElementCount).toBe(0);
  expect(document.querySelectorAll('iframe')).toHaveLength(0);
  if (!made) expect(document.querySelectorAll('link')).toHaveLength(0);
}

const OPTION_NAMES = Object.keys(
  everyOption(document.createElement('div')),
) as (keyof EmbedControllerOptions)[];

describe('new EmbedController reads each option once', () => {
  it.each(OPTION_NAMES)('%s, behind a getter that throws on its second read', (name) => {
    const container = document.body.appendChild(document.createElement('div'));
    const options = everyOption(container);
    const reads = withGetter(options, name, 2);
    const controller = new EmbedController(options);
    expect(reads.count).toBe(1);
    controller.destroy();
    expectNothingLeft(container, true);
  });

  it.each(OPTION_NAMES)('%s, behind a getter that throws on its first read: nothing is left', (name) => {
    const container = document.body.appendChild(document.createElement('div'));
    const options = everyOption(container);
    withGetter(options, name, 1);
    expect(() => new EmbedController(options)).toThrow(`read ${name} 1 times`);
    expectNothingLeft(container);
  });
});

const listensThenRefuses: HostExtension = {
  name: 'listens-then-refuses',
  setup: ({ lifetime }) => {
    lifetime.listen(window, 'resize', () => {});
    throw new EmbedError('invalid-options', 'setup refused its options');
  },
};
const listens: HostExtension = {
  name: 'listens',
  setup: ({ lifetime }) => {
    lifetime.listen(document, 'visibilitychange', () => {});
    return {};
  },
};
describe('a constructor that throws halfway leaves no listener, timer, iframe or hint', () => {
  it.each<[string, Partial<EmbedControllerOptions>, RegExp]>([
    ['an invalid theme value', { theme: { primaryColor: 'url(x)' } }, /primaryColor/],
    ['an invalid color scheme', { colorScheme: 'sepia' as 'dark' }, /scheme/],
    [
      'an extension whose setup refuses its options (EmbedError) after another listened',
      { extensions: [listens, listensThenRefuses] },
      /setup refused its options/,
    ],
  ])('%s', (_label, overrides, message) => {
    const container = document.body.appendChild(document.createElement('div'));
    expect(
      () => new EmbedController({ ...everyOption(container), ...overrides } as EmbedControllerOptions),
    ).toThrow(message);
    expectNothingLeft(container);
  });
});
