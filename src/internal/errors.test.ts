import { describe, expect, it, vi } from 'vitest';
import { EMBED_ERROR_CODES, EmbedError } from './errors';

/** A second copy of the class, as a CJS entry, a script-tag build or a second install would carry. */
async function anotherCopyOfEmbedError(): Promise<typeof EmbedError> {
  vi.resetModules();
  const copy = await import('./errors');
  expect(copy.EmbedError).not.toBe(EmbedError);
  return copy.EmbedError;
}

describe('EmbedError across copies of the library', () => {
  it('an error from one copy is instanceof the class of another, both ways', async () => {
    const Other = await anotherCopyOfEmbedError();
    const fromOther = new Other(EMBED_ERROR_CODES.destroyed, 'gone');
    expect(fromOther).toBeInstanceOf(EmbedError);
    expect(new EmbedError(EMBED_ERROR_CODES.readyTimeout, 'late')).toBeInstanceOf(Other);
    expect(fromOther).toBeInstanceOf(Error);
    expect(fromOther.code).toBe('destroyed');
  });

  it.each([
    ['a plain Error', new Error('x')],
    ['a TypeError', new TypeError('x')],
    ['a look-alike object', { name: 'EmbedError', code: 'destroyed', message: 'x' }],
    ['null', null],
    ['a string', 'EmbedError'],
  ])('%s is not an EmbedError', (_label, value) => {
    expect(value instanceof EmbedError).toBe(false);
  });

  it('a subclass keeps the ordinary prototype check', () => {
    class NarrowError extends EmbedError {}
    expect(new NarrowError(EMBED_ERROR_CODES.destroyed, 'x')).toBeInstanceOf(NarrowError);
    expect(new EmbedError(EMBED_ERROR_CODES.destroyed, 'x')).not.toBeInstanceOf(NarrowError);
    expect(new NarrowError(EMBED_ERROR_CODES.destroyed, 'x')).toBeInstanceOf(EmbedError);
  });
});
