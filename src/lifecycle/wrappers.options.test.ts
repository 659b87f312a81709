// @vitest-environment happy-dom
// The behaviour table, part 4: options checked as a whole (issue 20). Every row runs against React,
// Vue and the element; React's props (its event props, moved options) have rows of their own.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DASHBOARD, iframes } from '../../test/support/host';
import { WRAPPER_ADAPTERS, type WrapperOptions } from '../../test/support/wrappers';

const AUTO_HEIGHT = 'moved to extensions: [autoHeight({ minHeight, maxHeight })]';

describe.each(WRAPPER_ADAPTERS)('$name', (adapter) => {
  afterEach(() => {
    adapter.cleanup();
    vi.restoreAllMocks();
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['mintSession not a function', { mintSession: 'x' }, 'mintSession must be a function, got string'],
    ['theme not an object', { theme: 5 }, 'theme must be an object, got number'],
    ['filters a list', { filters: ['orders.status'] }, 'filters must be an object, got array'],
    ['renewal not an object', { renewal: 'fast' }, 'renewal must be an object, got string'],
    ['extensions not a list', { extensions: {} }, 'extensions must be an array, got object'],
  ])(
    'refuses %s through the error channel, naming it; embeds and mints nothing',
    async (_label, bad, message) => {
      // Vue warns about a prop of the wrong type, and passes it on.
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const embed = await adapter.mount({ ...DASHBOARD, ...bad } as WrapperOptions);
      await adapter.settle();
      expect(embed.errors).toEqual([
        expect.objectContaining({ code: 'invalid-options', message: `SvcEmbed: ${message}` }),
      ]);
      expect(iframes()).toEqual([]);
      expect(embed.controller()).toBeNull();
    },
  );

  it('embeds once the refused option is fixed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const embed = await adapter.mount({ ...DASHBOARD, theme: 5 } as unknown as WrapperOptions);
    await embed.update({ ...DASHBOARD, theme: { primaryColor: '#112233' } });
    expect(iframes()).toHaveLength(1);
    expect(embed.errors).toHaveLength(1);
  });
});

describe.each(WRAPPER_ADAPTERS.filter((adapter) => adapter.name === 'react'))('$name props', (adapter) => {
  afterEach(() => {
    adapter.cleanup();
    vi.restoreAllMocks();
  });

  // Vue takes an undeclared prop as an attribute of its element, and the element keeps these as
  // attributes that stand for the built-in extensions: only React's props can carry them.
  it.each<[string, Record<string, unknown>, string]>([
    ['autoHeight', { autoHeight: true }, `autoHeight ${AUTO_HEIGHT}`],
    ['minHeight', { minHeight: 200 }, `minHeight ${AUTO_HEIGHT}`],
    ['messagePort', { messagePort: true }, 'messagePort moved to extensions: [messagePort()]'],
    ['debug', { debug: true }, 'debug moved to extensions: [debugLog()]'],
    [
      'an event prop near miss',
      { onDonwload: () => {} },
      "unknown option 'onDonwload': did you mean 'onDownload'?",
    ],
    ['an event prop that is no function', { onReady: 5 }, 'onReady must be a function, got number'],
    ['onDiagnostic that is no function', { onDiagnostic: 5 }, 'onDiagnostic must be a function, got number'],
    [
      'a container (the wrapper owns it)',
      { container: document.body },
      "unknown option 'container': the options are",
    ],
  ])('refuses %s, naming it', async (_label, bad, message) => {
    const embed = await adapter.mount({ ...DASHBOARD, ...bad } as WrapperOptions);
    expect(embed.errors).toEqual([
      expect.objectContaining({
        code: 'invalid-options',
        message: expect.stringContaining(`SvcEmbed: ${message}`),
      }),
    ]);
    expect(iframes()).toEqual([]);
  });

  it('embeds once a mistyped event prop is renamed, though no value changed', async () => {
    const onReady = () => {};
    const embed = await adapter.mount({ ...DASHBOARD, onRedy: onReady } as WrapperOptions);
    await embed.update({ ...DASHBOARD, onReady } as WrapperOptions);
    expect(iframes()).toHaveLength(1);
    expect(embed.errors).toEqual([expect.objectContaining({ message: expect.stringContaining("'onRedy'") })]);
  });

  it('passes every event prop and callback, none reaching the controller as an option', async () => {
    const embed = await adapter.mount({
      ...DASHBOARD,
      onReady: () => {},
      onAiQuery: () => {},
      onSessionExpired: () => {},
      onRenewal: () => {},
      onDiagnostic: () => {},
    } as WrapperOptions);
    expect(embed.errors).toEqual([]);
    expect(iframes()).toHaveLength(1);
  });
});
