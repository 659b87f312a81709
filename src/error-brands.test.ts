import { describe, expect, it, vi } from 'vitest';
import { EMBED_ERROR_CODES, EmbedError } from './internal/errors';
import { SESSION_API_ERROR_CODES, SessionApiError } from './server/errors';

/** Makes an error of a class with one of its codes. */
type Make = (Class: typeof EmbedError | typeof SessionApiError) => Error;

/** The two error classes of the public API, each with the module it comes from. */
const CLASSES = [
  {
    name: 'EmbedError',
    Class: EmbedError,
    load: async () => (await import('./internal/errors')).EmbedError,
    make: ((Class: typeof EmbedError) => new Class(EMBED_ERROR_CODES.destroyed, 'gone')) as Make,
  },
  {
    name: 'SessionApiError',
    Class: SessionApiError,
    load: async () => (await import('./server/errors')).SessionApiError,
    make: ((Class: typeof SessionApiError) =>
      new Class(SESSION_API_ERROR_CODES.timeout, 'late', { status: 504 })) as Make,
  },
];

describe.each(CLASSES)('$name across copies of the library', ({ name, Class, load, make }) => {
  /** A second copy of the class, as a CJS entry, a script-tag build or a second install would carry. */
  async function anotherCopy(): Promise<typeof Class> {
    vi.resetModules();
    const copy = await load();
    expect(copy).not.toBe(Class);
    return copy;
  }

  it('an error from one copy is instanceof the class of another, both ways', async () => {
    const Other = await anotherCopy();
    const fromOther = make(Other);
    expect(fromOther).toBeInstanceOf(Class);
    expect(make(Class)).toBeInstanceOf(Other);
    expect(fromOther).toBeInstanceOf(Error);
    expect(fromOther.name).toBe(name);
  });

  it.each([
    ['a plain Error', new Error('x')],
    ['a TypeError', new TypeError('x')],
    ['a look-alike object', { name, code: 'destroyed', message: 'x' }],
    ['null', null],
    ['a string', name],
  ])('%s is not one', (_label, value) => {
    expect(value instanceof Class).toBe(false);
  });

  it('is not the other class: each has its own brand', () => {
    const other: unknown = Class === EmbedError ? SessionApiError : EmbedError;
    expect(make(Class)).not.toBeInstanceOf(other);
  });

  it('a subclass keeps the ordinary prototype check', () => {
    const Base = Class as new (...args: never[]) => Error;
    class NarrowError extends Base {}
    const narrow = make(NarrowError as typeof Class);
    expect(narrow).toBeInstanceOf(NarrowError);
    expect(make(Class)).not.toBeInstanceOf(NarrowError);
    expect(narrow).toBeInstanceOf(Class);
  });
});
