import { describe, expect, it } from 'vitest';
import { checkOptions, type OptionShape } from './check-options';
import { EmbedError } from './errors';

const SHAPE: OptionShape = {
  kinds: {
    name: 'a string',
    count: 'a number',
    on: 'a boolean',
    run: 'a function',
    theme: 'an object',
    list: 'an array',
    container: 'an element',
    origins: 'a string or an array',
  },
  moved: { debug: 'debugLog()' },
};

function refusal(options: unknown): unknown {
  try {
    checkOptions('Thing', options, SHAPE);
  } catch (error) {
    return error;
  }
  return 'accepted';
}

describe('checkOptions', () => {
  it.each<[string, unknown, string]>([
    ['null', null, 'options must be an object, got null'],
    ['undefined', undefined, 'options must be an object, got undefined'],
    ['a string', 'x', 'options must be an object, got string'],
    ['an array', [], 'options must be an object, got array'],
    ['a function', () => {}, 'options must be an object, got function'],
    ['a near miss', { nmae: 'x' }, "unknown option 'nmae': did you mean 'name'?"],
    [
      'an unknown option',
      { colour: 'red' },
      "unknown option 'colour': the options are name, count, on, run, theme, list, container, origins",
    ],
    ['a prototype key', { constructor: 1 }, "unknown option 'constructor': the options are name"],
    ['an own __proto__ key', JSON.parse('{"__proto__": 1}'), "unknown option '__proto__'"],
    ['a moved option', { debug: true }, 'debug moved to extensions: [debugLog()]'],
    ['a moved option set to false', { debug: false }, 'debug moved to extensions'],
    ['a number for a string', { name: 5 }, 'name must be a string, got number'],
    ['a string for a number', { count: '5' }, 'count must be a number, got string'],
    ['a string for a boolean', { on: 'true' }, 'on must be a boolean, got string'],
    ['a string for a function', { run: 'x' }, 'run must be a function, got string'],
    ['an array for an object', { theme: [] }, 'theme must be an object, got array'],
    ['null for an object', { theme: null }, 'theme must be an object, got null'],
    ['an element for an object', { theme: { nodeType: 1 } }, 'theme must be an object, got element'],
    ['an object for an array', { list: {} }, 'list must be an array, got object'],
    ['a string for an element', { container: 'div' }, 'container must be an element, got string'],
    [
      'a text node for an element',
      { container: { nodeType: 3 } },
      'container must be an element, got object',
    ],
    ['null for an element', { container: null }, 'container must be an element, got null'],
    ['a number for a string or an array', { origins: 5 }, 'origins must be a string or an array, got number'],
  ])('refuses %s, saying why', (_label, options, message) => {
    const error = refusal(options);
    expect(error).toBeInstanceOf(EmbedError);
    expect(error).toMatchObject({ code: 'invalid-options', message: expect.stringContaining(message) });
    expect((error as Error).message.startsWith('Thing: ')).toBe(true);
  });

  it.each([
    ['an object', { name: { secret: 'sk_live_1' } }, 'Thing: name must be a string, got object'],
    ['a string', { count: 'sk_live_2' }, 'Thing: count must be a number, got string'],
  ])('never shows the value of an option of the wrong kind: %s', (_label, options, message) => {
    expect(refusal(options)).toMatchObject({ message });
  });

  it.each<[string, unknown]>([
    ['nothing', {}],
    ['undefined for every option, moved ones too', { name: undefined, debug: undefined, extra: undefined }],
    [
      'every kind',
      {
        name: 'x',
        count: 0,
        on: false,
        run: () => {},
        theme: {},
        list: [],
        container: { nodeType: 1 },
        origins: '*',
      },
    ],
    ['an array where a string or an array goes', { origins: ['https://a.example'] }],
    ['an element of another window (no DOM class is asked)', { container: { nodeType: 1 } }],
  ])('accepts %s', (_label, options) => {
    expect(refusal(options)).toBe('accepted');
  });
});
