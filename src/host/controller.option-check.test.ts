// @vitest-environment happy-dom
// Options checked as a whole (issue 20): before anything else, the constructor refuses an unknown,
// moved or mistyped option with a message that names it; `on`, `once` and `off` refuse an unknown event.
import { afterEach, describe, expect, it } from 'vitest';
import { DASHBOARD, iframes, mountController } from '../../test/support/host';
import { EmbedController, type EmbedControllerOptions, EmbedError } from '../host';

afterEach(() => {
  document.body.innerHTML = '';
});

/** What `new EmbedController(options)` threw; `options` is what plain JavaScript may pass. */
function refusal(options: unknown): unknown {
  try {
    mountController(options as Partial<EmbedControllerOptions>);
  } catch (error) {
    return error;
  }
  return 'accepted';
}

const OPTIONS =
  'tenantUrl, surface, publicId, deploymentId, path, sessionId, allowExport, timezone, locale, filters, ' +
  'mintSession, container, iframe, title, colorScheme, theme, readyTimeoutMs, transport, renewal, onDiagnostic, extensions';
const AUTO_HEIGHT = 'moved to extensions: [autoHeight({ minHeight, maxHeight })]';

describe('controller options, checked as a whole', () => {
  it.each<[string, unknown, string]>([
    [
      'a near miss',
      { readyTimeotMs: 1000 },
      "unknown option 'readyTimeotMs': did you mean 'readyTimeoutMs'?",
    ],
    [
      'a near miss of a callback',
      { mintSesion: async () => 's' },
      "unknown option 'mintSesion': did you mean 'mintSession'?",
    ],
    [
      'a name in another case',
      { tenantURL: DASHBOARD.tenantUrl },
      "unknown option 'tenantURL': did you mean 'tenantUrl'?",
    ],
    ['an unknown option', { colour: 'red' }, `unknown option 'colour': the options are ${OPTIONS}`],
    ['autoHeight', { autoHeight: true }, `autoHeight ${AUTO_HEIGHT}`],
    ['minHeight', { minHeight: 200 }, `minHeight ${AUTO_HEIGHT}`],
    ['maxHeight', { maxHeight: 800 }, `maxHeight ${AUTO_HEIGHT}`],
    ['messagePort', { messagePort: true }, 'messagePort moved to extensions: [messagePort()]'],
    ['debug', { debug: true }, 'debug moved to extensions: [debugLog()]'],
    ['mintSession not a function', { mintSession: 'x' }, 'mintSession must be a function, got string'],
    ['onDiagnostic not a function', { onDiagnostic: 5 }, 'onDiagnostic must be a function, got number'],
    ['container a selector', { container: 'div' }, 'container must be an element, got string'],
    ['readyTimeoutMs a string', { readyTimeoutMs: '5000' }, 'readyTimeoutMs must be a number, got string'],
    ['filters a list', { filters: ['orders.status'] }, 'filters must be an object, got array'],
    ['extensions not a list', { extensions: {} }, 'extensions must be an array, got object'],
    ['allowExport a string', { allowExport: 'true' }, 'allowExport must be a boolean, got string'],
    [
      'a session id that is not a string, unquoted',
      { sessionId: 12345 },
      'sessionId must be a string, got number',
    ],
  ])('refuses %s, naming it', (_label, override, message) => {
    const error = refusal(override);
    expect(error).toBeInstanceOf(EmbedError);
    expect(error).toMatchObject({ code: 'invalid-options', message: `EmbedController: ${message}` });
    expect(iframes()).toEqual([]);
  });

  it.each<[string, unknown, string]>([
    ['null', null, 'null'],
    ['a string', 'https://tenant.example', 'string'],
    ['an array', [], 'array'],
  ])('refuses options that are %s', (_label, options, got) => {
    expect(() => new EmbedController(options as EmbedControllerOptions)).toThrow(
      expect.objectContaining({
        code: 'invalid-options',
        message: `EmbedController: options must be an object, got ${got}`,
      }),
    );
  });

  it('checks the whole object first: a typo is named before a value is judged', () => {
    expect(refusal({ tenantUrl: 'file:///etc/passwd', debgu: true })).toMatchObject({
      message: `EmbedController: unknown option 'debgu': the options are ${OPTIONS}`,
    });
  });

  it('accepts undefined for every optional option, extensions as a list, and an iframe of its own', () => {
    const iframe = document.createElement('iframe');
    document.body.append(iframe);
    const optional = { publicId: undefined, title: undefined, renewal: undefined, debug: undefined };
    expect(refusal({ ...optional, publicId: 'pub-1', container: undefined, iframe, extensions: [] })).toBe(
      'accepted',
    );
  });
});

describe('controller.on, once and off from plain JavaScript', () => {
  it.each<
    [string, (controller: Record<string, (name: unknown, handler: () => void) => unknown>) => unknown, string]
  >([
    [
      'on, a near miss',
      (c) => c.on?.('donwload', () => {}),
      "unknown event 'donwload': did you mean 'download'?",
    ],
    ['once, a near miss', (c) => c.once?.('Ready', () => {}), "unknown event 'Ready': did you mean 'ready'?"],
    ['off, a near miss', (c) => c.off?.('dashboard-loded', () => {}), "did you mean 'dashboard-loaded'?"],
    [
      'on, an unknown name',
      (c) => c.on?.('click', () => {}),
      "unknown event 'click': the events are ready, view, navigate, dashboard-loaded, download, drilldown, " +
        'ai-query, session-expiring, session-expired, error',
    ],
    [
      'on, the full message type',
      (c) => c.on?.('svc:event:ready', () => {}),
      "unknown event 'svc:event:ready'",
    ],
    ['on, no name', (c) => c.on?.(undefined, () => {}), 'unknown event undefined: the events are ready'],
  ])('%s throws invalid-argument naming the events', (_label, call, message) => {
    const { controller } = mountController();
    expect(() => call(controller as never)).toThrow(
      expect.objectContaining({ code: 'invalid-argument', message: expect.stringContaining(message) }),
    );
  });
});
