// @vitest-environment happy-dom
// Options checked as a whole (issue 20): the emitter refuses an unknown, moved or mistyped option
// with a message that names it, before it judges any value; `onAction` refuses an unknown action.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanUp, createEmitter, frameIn, HOST } from '../../test/support/embed-frame';
import { EmbedEmitter, type EmbedEmitterOptions, EmbedError } from './index';

afterEach(cleanUp);

const PRIVATE = { surface: 'chat', mode: 'private', hostOrigins: [HOST] } as const;
const OPTIONS =
  'surface, mode, hostOrigins, expiresAt, expiringLeadMs, exchangeSession, exchangeTimeoutMs, now, ' +
  'onDiagnostic, extensions';

/** What `new EmbedEmitter(options)` threw; `options` is what plain JavaScript may pass. */
function refusal(options: unknown): unknown {
  frameIn();
  try {
    new EmbedEmitter(options as EmbedEmitterOptions).destroy();
  } catch (error) {
    return error;
  }
  return 'accepted';
}

describe('EmbedEmitter options, checked as a whole', () => {
  it.each<[string, unknown, string]>([
    [
      'a near miss',
      { ...PRIVATE, hostOrigin: [HOST] },
      "unknown option 'hostOrigin': did you mean 'hostOrigins'?",
    ],
    [
      'a near miss of a callback',
      { ...PRIVATE, exchangeSesion: async () => ({}) },
      "unknown option 'exchangeSesion': did you mean 'exchangeSession'?",
    ],
    [
      'a near miss of a moved option',
      { ...PRIVATE, debgu: true },
      `unknown option 'debgu': the options are ${OPTIONS}`,
    ],
    [
      'an unknown option',
      { ...PRIVATE, tenantUrl: HOST },
      `unknown option 'tenantUrl': the options are ${OPTIONS}`,
    ],
    ['contentSize', { ...PRIVATE, contentSize: true }, 'contentSize moved to extensions: [contentSize()]'],
    ['messagePort', { ...PRIVATE, messagePort: true }, 'messagePort moved to extensions: [messagePort()]'],
    ['debug', { ...PRIVATE, debug: true }, 'debug moved to extensions: [debugLog()]'],
    [
      'onDiagnostic not a function',
      { ...PRIVATE, onDiagnostic: 5 },
      'onDiagnostic must be a function, got number',
    ],
    ['now not a function', { ...PRIVATE, now: Date.now() }, 'now must be a function, got number'],
    [
      'hostOrigins a number',
      { ...PRIVATE, hostOrigins: 443 },
      'hostOrigins must be a string or an array, got number',
    ],
    [
      'expiresAt a date',
      { ...PRIVATE, mode: 'signed', expiresAt: new Date() },
      'expiresAt must be a number, got object',
    ],
    [
      'extensions not a list',
      { ...PRIVATE, extensions: 'content-size' },
      'extensions must be an array, got string',
    ],
    ['options that are null', null, 'options must be an object, got null'],
    ['options that are a string', 'chat', 'options must be an object, got string'],
    ['options that are a list', [PRIVATE], 'options must be an object, got array'],
  ])('refuses %s, naming it', (_label, options, message) => {
    const error = refusal(options);
    expect(error).toBeInstanceOf(EmbedError);
    expect(error).toMatchObject({
      code: 'invalid-options',
      message: `EmbedEmitter: ${message}`,
    });
  });

  it('accepts undefined for every optional option, moved ones too, and extensions as a list', () => {
    const given = { ...PRIVATE, expiresAt: undefined, now: undefined, debug: undefined, extensions: [] };
    expect(refusal(given)).toBe('accepted');
  });
});

describe('emitter.onAction from plain JavaScript', () => {
  it('refuses an unknown action with invalid-argument, naming the actions', () => {
    frameIn();
    const { emitter } = createEmitter();
    expect(() => emitter.onAction('set-colour-scheme' as never, () => {})).toThrow(
      expect.objectContaining({
        code: 'invalid-argument',
        message:
          'onAction: action must be one of set-color-scheme, set-theme, set-locale, set-timezone, set-filter, ' +
          "navigate, refresh, set-session, got 'set-colour-scheme'",
      }),
    );
  });
});
