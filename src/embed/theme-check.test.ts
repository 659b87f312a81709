import { describe, expect, it } from 'vitest';
import { isEmbedTheme } from './index';

describe('isEmbedTheme', () => {
  it.each<[string, unknown]>([
    ['an empty theme', {}],
    [
      'every field',
      {
        primaryColor: '#0a7',
        backgroundColor: 'rgb(0 0 0)',
        textColor: 'white',
        font: 'Inter, sans-serif',
        borderRadius: 8,
      },
    ],
    ['a radius as a CSS length', { borderRadius: '0.5rem' }],
  ])('accepts %s', (_label, theme) => {
    expect(isEmbedTheme(theme)).toBe(true);
  });

  it.each<[string, unknown]>([
    ['undefined', undefined],
    ['null', null],
    ['a string', '#0a7'],
    ['an array', []],
    ['a colour outside the grammar', { primaryColor: 'url(https://evil.example/x)' }],
    ['a CSS injection in the font', { font: 'x; background: url(//evil.example)' }],
    ['a negative radius', { borderRadius: -1 }],
    ['a radius of the wrong type', { borderRadius: true }],
  ])('refuses %s', (_label, theme) => {
    expect(isEmbedTheme(theme)).toBe(false);
  });
});
