import { describe, expect, it } from 'vitest';
import type { HostExtension, HostExtensionContext } from '../host';
import { withAttributeExtensions } from './extensions';

const names = (options: Record<string, unknown>) =>
  (withAttributeExtensions(options).extensions as { name?: string }[]).map(
    (extension) => extension.name ?? 'debug',
  );

describe('the element maps its attributes to the built-in extensions', () => {
  it.each([
    [{}, []],
    [{ autoHeight: true }, ['content-size']],
    [{ autoHeight: false, minHeight: 200 }, []],
    [{ messagePort: true }, ['message-port']],
    [{ debug: true }, ['debug']],
    [{ autoHeight: true, messagePort: true, debug: true }, ['content-size', 'message-port', 'debug']],
    [{ loading: 'lazy' }, ['lazy-load']],
    [{ loading: 'eager' }, []],
  ])('%j gives %j', (options, expected) => {
    expect(names(options)).toEqual(expected);
  });

  it('puts those of its extensions property first and passes no attribute-only key on', () => {
    const custom = { name: 'clicks', setup: () => ({}) };
    const options = withAttributeExtensions({ tenantUrl: 'x', autoHeight: true, extensions: [custom] });
    expect((options.extensions as unknown[])[0]).toBe(custom);
    expect(Object.keys(options).sort()).toEqual(['extensions', 'tenantUrl']);
  });

  it('passes min-height and max-height to autoHeight, checked when the controller sets it up, not before', () => {
    const options = withAttributeExtensions({ autoHeight: true, minHeight: 500, maxHeight: 400 });
    const [extension] = options.extensions as HostExtension[];
    expect(() => extension?.setup({} as HostExtensionContext)).toThrow(
      expect.objectContaining({ code: 'invalid-options', message: expect.stringContaining('minHeight 500') }),
    );
  });

  it.each(['LAZY', 'lazy ', 'auto', ''])(
    'refuses loading="%s" with invalid-options when the controller sets it up',
    (loading) => {
      const [extension] = withAttributeExtensions({ loading }).extensions as HostExtension[];
      expect(() => extension?.setup({} as HostExtensionContext)).toThrow(
        expect.objectContaining({
          code: 'invalid-options',
          message: expect.stringContaining('loading must be'),
        }),
      );
    },
  );
});
