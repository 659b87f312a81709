// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { DASHBOARD } from '../../../test/support/host';
import { preloadEmbed } from '../../host';

describe('preloadEmbed with options that are no object names their kind, never the value', () => {
  const SECRETISH = `${DASHBOARD.tenantUrl}/embed/dashboard/p?session=Zx9-Q1w2E3r4T5y6U7i8O9p0A1s2D3f4G5h6J7k8L9z`;
  it.each([
    ['a string', SECRETISH, 'string'],
    ['a number', 42, 'number'],
    ['null', null, 'null'],
    ['undefined', undefined, 'undefined'],
  ])('%s', (_label, options, kind) => {
    expect(() => preloadEmbed(options as never)).toThrow(
      expect.objectContaining({
        code: 'invalid-options',
        message: `preloadEmbed: options must be an object, got ${kind}`,
      }),
    );
  });
});
