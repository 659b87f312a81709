import { describe, expect, it } from 'vitest';
import { rawAction, without } from '../test/support/envelopes';
import { type ActionPayloads, createAction, type EmbedActionName, safeParseAction } from './envelope';

type ActionCase<N extends EmbedActionName> = {
  valid: ActionPayloads[N][];
  required: (keyof ActionPayloads[N])[];
  refused: [label: string, payload: Record<string, unknown>][];
};

const cases: { [N in EmbedActionName]: ActionCase<N> } = {
  'set-color-scheme': {
    valid: [{ scheme: 'light' }, { scheme: 'dark' }, { scheme: 'auto' }],
    required: ['scheme'],
    refused: [
      ['scheme outside the enum', { scheme: 'sepia' }],
      ['scheme in upper case', { scheme: 'DARK' }],
    ],
  },
  'set-theme': {
    valid: [
      {},
      {
        primaryColor: '#3366ff',
        backgroundColor: 'rgb(255, 255, 255)',
        textColor: 'black',
        font: 'Inter, sans-serif',
      },
      { borderRadius: 8 },
      { borderRadius: '0.5rem', primaryColor: 'hsla(210, 50%, 40%, 0.8)' },
    ],
    required: [],
    refused: [
      ['color with CSS injection', { primaryColor: 'red; background: url(https://evil.example)' }],
      ['color with a url()', { primaryColor: 'url(x)' }],
      ['font with a brace', { font: 'Inter} body{display:none' }],
      ['font with a semicolon', { font: 'Inter;' }],
      ['borderRadius negative', { borderRadius: -1 }],
      ['borderRadius without unit', { borderRadius: '8' }],
      ['borderRadius with calc()', { borderRadius: 'calc(1px)' }],
    ],
  },
  'set-locale': {
    valid: [{ locale: 'en' }, { locale: 'en-US' }, { locale: 'zh-Hant-TW' }, { locale: 'pt-BR' }],
    required: ['locale'],
    refused: [
      ['underscore tag', { locale: 'en_US' }],
      ['empty tag', { locale: '' }],
      ['garbage', { locale: '12345678901' }],
      ['not a string', { locale: 1 }],
    ],
  },
  'set-timezone': {
    valid: [
      { timezone: 'Europe/Paris' },
      { timezone: 'UTC' },
      { timezone: 'America/Argentina/Buenos_Aires' },
    ],
    required: ['timezone'],
    refused: [
      ['offset +02:00', { timezone: '+02:00' }],
      ['offset -0800', { timezone: '-0800' }],
      ['offset UTC+3', { timezone: 'UTC+3' }],
      ['offset GMT-5', { timezone: 'GMT-5' }],
      ['Z', { timezone: 'Z' }],
      ['unknown zone', { timezone: 'Mars/Olympus_Mons' }],
      ['empty', { timezone: '' }],
    ],
  },
  'set-filter': {
    valid: [
      { filterUrlParameter: 'f_orders.status={"value":"USA"}' },
      { filterUrlParameter: 'f_orders.created_at=["2024-01-01","2024-02-01"]' },
    ],
    required: ['filterUrlParameter'],
    refused: [
      ['missing f_ prefix', { filterUrlParameter: 'orders.status={"value":"USA"}' }],
      ['member without view', { filterUrlParameter: 'f_status={"value":"USA"}' }],
      ['invalid JSON', { filterUrlParameter: 'f_orders.status={value:USA}' }],
      ['nothing after =', { filterUrlParameter: 'f_orders.status=' }],
      ['no =', { filterUrlParameter: 'f_orders.status' }],
    ],
  },
  navigate: {
    valid: [{ path: '/embed/d/42/app/workbook/130' }, { path: '/' }],
    required: ['path'],
    refused: [
      ['absolute URL', { path: 'https://evil.example/' }],
      ['javascript: URL', { path: 'javascript:alert(1)' }],
      ['protocol-relative', { path: '//evil.example' }],
      ['relative path', { path: 'workbook/130' }],
    ],
  },
  refresh: { valid: [{}], required: [], refused: [] },
  'set-session': {
    valid: [{ sessionId: 'a1B2-c3_d4.e5~' }],
    required: ['sessionId'],
    refused: [
      ['empty id', { sessionId: '' }],
      ['id with URL syntax', { sessionId: 'abc&session=def' }],
      ['id too long', { sessionId: 'a'.repeat(513) }],
      ['id not a string', { sessionId: 12345 }],
    ],
  },
};

const names = Object.keys(cases) as EmbedActionName[];

describe.each(names)('action %s', (name) => {
  const { valid, required, refused } = cases[name] as ActionCase<EmbedActionName>;

  it.each(valid.map((payload) => [JSON.stringify(payload), payload]))('accepts %s', (_label, payload) => {
    expect(safeParseAction(rawAction(name, payload))).toEqual({
      success: true,
      data: rawAction(name, payload),
    });
    expect(createAction(name, payload, 7)).toEqual({ ...rawAction(name, payload), timestamp: 7 });
  });

  it.each(required.map(String))('refuses a payload without %s', (field) => {
    const payload = without(valid[0] as Record<string, unknown>, field);
    const result = safeParseAction(rawAction(name, payload));
    expect(result.error?.issues[0]?.path).toEqual(['payload', field]);
    expect(() => createAction(name, payload as never)).toThrow(new RegExp(`payload\\.${field}`));
  });

  it.each(refused)('refuses %s', (_label, payload) => {
    const result = safeParseAction(rawAction(name, payload));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe('payload');
    expect(() => createAction(name, payload as never)).toThrow(
      expect.objectContaining({ name: 'EmbedError', code: 'invalid-argument' }),
    );
  });
});

it('covers all eight actions of section 6.4', () => {
  expect(names).toHaveLength(8);
});

it.each<[label: string, act: () => unknown, message: string]>([
  [
    'an unknown color scheme',
    () => createAction('set-color-scheme', { scheme: 'sepia' } as never),
    `action "set-color-scheme": payload.scheme must be "light" or "dark" or "auto", got 'sepia'`,
  ],
  [
    'a bare offset time zone',
    () => createAction('set-timezone', { timezone: '+02:00' }),
    `action "set-timezone": payload.timezone must be an IANA time zone name such as Europe/Paris, got '+02:00'`,
  ],
  [
    'a missing field',
    () => createAction('set-locale', {} as never),
    'action "set-locale": payload.locale must be of type string, got undefined',
  ],
  [
    'a malformed session id',
    () => createAction('set-session', { sessionId: 'a b' }),
    'action "set-session": payload.sessionId must be 1 to 512 URL-safe characters (letters, digits, . _ ~ -), got a string of 3 characters with whitespace inside',
  ],
])('throws EmbedError invalid-argument naming the field and the value for %s', (_label, act, message) => {
  expect(act).toThrow(expect.objectContaining({ name: 'EmbedError', code: 'invalid-argument', message }));
  try {
    act();
  } catch (error) {
    // The zod error is the cause (none for a session id: its issues hold the value); the message
    // shows neither a regex nor a zod issue code.
    if (!message.includes('sessionId'))
      expect((error as Error).cause).toMatchObject({ issues: expect.any(Array) });
    expect((error as Error).message).not.toMatch(/invalid_|\^|\$\/|\[A-Za-z/);
  }
});
