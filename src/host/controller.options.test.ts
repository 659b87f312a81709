// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { mountController } from '../../test/support/host';
import { EmbedError } from '../host';

afterEach(() => {
  document.body.innerHTML = '';
});

/** setTimeout fires at once above this; every timer option must stay at or under it. */
const MAX_DELAY = 2 ** 31 - 1;

describe('controller options', () => {
  it.each([
    [
      'both container and iframe',
      { container: document.createElement('div'), iframe: document.createElement('iframe') },
    ],
    ['neither container nor iframe', { container: undefined }],
    ['a zero ready timeout', { readyTimeoutMs: 0 }],
    ['a non-http tenant', { tenantUrl: 'file:///etc/passwd' }],
    ['renewal that is not an object', { renewal: 'fast' as never }],
    ['a negative renewal.initialDelayMs', { renewal: { initialDelayMs: -1 } }],
    ['an infinite renewal.maxDelayMs', { renewal: { maxDelayMs: Number.POSITIVE_INFINITY } }],
    ['a zero renewal.maxAttempts', { renewal: { maxAttempts: 0 } }],
    ['a fractional renewal.maxAttempts', { renewal: { maxAttempts: 2.5 } }],
    ['a NaN renewal.mintTimeoutMs', { renewal: { mintTimeoutMs: Number.NaN } }],
    ['a zero renewal.mintTimeoutMs', { renewal: { mintTimeoutMs: 0 } }],
    ['a zero renewal.maxPerHour', { renewal: { maxPerHour: 0 } }],
    ['a fractional renewal.maxPerHour', { renewal: { maxPerHour: 1.5 } }],
    ['a NaN readyTimeoutMs', { readyTimeoutMs: Number.NaN }],
  ])('is refused with %s', (_label, override) => {
    expect(() => mountController(override)).toThrow(EmbedError);
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('says a null container may be a querySelector that found nothing', () => {
    expect(() => mountController({ container: null as never })).toThrow(
      'container is null: did document.querySelector() find no element?',
    );
  });

  it('names the renewal option it refuses and the value', () => {
    expect(() => mountController({ renewal: { maxAttempts: 0 } })).toThrow(
      'renewal.maxAttempts must be an integer >= 1, got 0',
    );
  });

  it.each([
    ['readyTimeoutMs', { readyTimeoutMs: 2 ** 31 }],
    ['readyTimeoutMs', { readyTimeoutMs: Number.POSITIVE_INFINITY }],
    ['renewal.initialDelayMs', { renewal: { initialDelayMs: 2 ** 31 } }],
    ['renewal.maxDelayMs', { renewal: { maxDelayMs: 2 ** 40 } }],
    ['renewal.mintTimeoutMs', { renewal: { mintTimeoutMs: 2 ** 31 } }],
    ['renewal.mintTimeoutMs', { renewal: { mintTimeoutMs: Number.POSITIVE_INFINITY } }],
  ])('refuses a %s a timer cannot wait, naming the maximum', (name, override) => {
    expect(() => mountController(override)).toThrow(
      expect.objectContaining({
        code: 'invalid-options',
        message: expect.stringMatching(new RegExp(`^${name.replace('.', '\\.')} must be .*${MAX_DELAY}`)),
      }),
    );
  });

  it.each([
    ['readyTimeoutMs', { readyTimeoutMs: MAX_DELAY }],
    ['renewal.initialDelayMs', { renewal: { initialDelayMs: MAX_DELAY } }],
    ['renewal.maxDelayMs', { renewal: { maxDelayMs: MAX_DELAY } }],
    ['renewal.mintTimeoutMs', { renewal: { mintTimeoutMs: MAX_DELAY } }],
  ])('accepts the longest %s a timer can wait', (_name, override) => {
    expect(() => mountController(override).controller.destroy()).not.toThrow();
  });
});
