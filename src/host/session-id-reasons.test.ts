// @vitest-environment happy-dom
import { inspect } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { DASHBOARD, mountController } from '../../test/support/host';
import { createAction } from '../envelope';
import { EmbedController } from './controller';

/** A live-looking id: 43 URL-safe characters, as a backend mints them. */
const ID = 'Zx9-Q1w2E3r4T5y6U7i8O9p0A1s2D3f4G5h6J7k8L9z';
const half = (joint: string) => `${ID.slice(0, 20)}${joint}${ID.slice(20)}`;

const RULE = 'must be 1 to 512 URL-safe characters';
const ACTION_RULE = `action "set-session": payload.sessionId ${RULE} (letters, digits, . _ ~ -)`;
const ACTION_TYPE_RULE = 'action "set-session": payload.sessionId must be of type string';

/** A string the shape check refuses, and what the error must say is wrong with it. */
const STRINGS: [label: string, value: string, wrong: string][] = [
  ['a leading space', ` ${ID}`, 'leading or trailing whitespace'],
  ['a leading tab', `\t${ID}`, 'leading or trailing whitespace'],
  ['a trailing space', `${ID} `, 'leading or trailing whitespace'],
  ['a trailing newline', `${ID}\n`, 'leading or trailing whitespace, a newline'],
  ['a trailing CRLF', `${ID}\r\n`, 'leading or trailing whitespace, a newline'],
  ['a newline inside', half('\n'), 'a newline, whitespace inside'],
  ['a space inside', half(' '), 'whitespace inside'],
  ['an Authorization scheme', `Bearer ${ID}`, 'whitespace inside'],
  ['JSON quotes', JSON.stringify(ID), 'quotes'],
  ['single quotes', `'${ID}'`, 'quotes'],
  ['a quote inside', half('"'), 'quotes'],
  ['more than 512 characters', ID.repeat(12), 'more than 512 characters'],
  ['a slash', half('/'), 'other characters'],
  [
    'a JSON-quoted id with a newline',
    `${JSON.stringify(ID)}\n`,
    'leading or trailing whitespace, a newline, quotes',
  ],
];

const NON_STRINGS: [label: string, value: unknown, wrong: string][] = [
  ['the mint response', { sessionId: ID }, 'an object (the mint response? give its sessionId)'],
  ['an array', [ID], 'an array'],
  ['null', null, 'null'],
  ['a number', 42, 'a value of type number'],
];

const described = (value: string, wrong: string) => `a string of ${value.length} characters with ${wrong}`;

/** Everything a host would log of an error: its text, its cause, every field at any depth. */
const allText = (error: unknown) => `${String(error)} ${inspect(error, { depth: Infinity })}`;

function thrownBy(run: () => unknown): Error {
  try {
    run();
  } catch (error) {
    return error as Error;
  }
  throw new Error('nothing was thrown');
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a refused session id: the error says what is wrong, never the value', () => {
  it.each(STRINGS)('setSession with %s', (_label, value, wrong) => {
    const { controller, ready } = mountController();
    ready();
    const error = thrownBy(() => controller.setSession(value));
    expect(error).toMatchObject({
      code: 'invalid-argument',
      message: `${ACTION_RULE}, got ${described(value, wrong)}`,
    });
    expect(allText(error)).not.toContain(ID.slice(0, 20));
  });

  it.each(NON_STRINGS)('setSession with %s', (_label, value, wrong) => {
    const { controller, ready } = mountController();
    ready();
    const error = thrownBy(() => controller.setSession(value as string));
    expect(error).toMatchObject({ code: 'invalid-argument', message: `${ACTION_TYPE_RULE}, got ${wrong}` });
    expect(allText(error)).not.toContain(ID.slice(0, 20));
  });

  it.each([...STRINGS, ...NON_STRINGS])('createAction with %s', (_label, value, wrong) => {
    const error = thrownBy(() => createAction('set-session', { sessionId: value as string }));
    const message =
      typeof value === 'string'
        ? `${ACTION_RULE}, got ${described(value, wrong)}`
        : `${ACTION_TYPE_RULE}, got ${wrong}`;
    expect(error).toMatchObject({ code: 'invalid-argument', message });
    expect(allText(error)).not.toContain(ID.slice(0, 20));
  });

  it.each(STRINGS)('the sessionId option with %s', (_label, value, wrong) => {
    const container = document.body.appendChild(document.createElement('div'));
    const error = thrownBy(() => new EmbedController({ ...DASHBOARD, container, sessionId: value }));
    expect(error).toMatchObject({
      code: 'invalid-options',
      message: `sessionId ${RULE}, got ${described(value, wrong)}`,
    });
    expect(allText(error)).not.toContain(ID.slice(0, 20));
    expect(container.childElementCount).toBe(0);
  });
});
