import { describe, expect, it } from 'vitest';
import { type CliCommand, parseCliArgs, parseDuration, USAGE } from './cli';

const KEY = 'cli-test-key-0042';

describe('parseCliArgs accepts', () => {
  it.each<[string, string[], Record<string, string>, Record<string, unknown>]>([
    ['the key alone', ['--api-key', KEY], {}, { apiKey: KEY, allowedOrigins: [] }],
    ['the key from SVC_API_KEY', [], { SVC_API_KEY: KEY }, { apiKey: KEY }],
    ['--api-key over SVC_API_KEY', [`--api-key=${KEY}`], { SVC_API_KEY: 'other' }, { apiKey: KEY }],
    [
      'repeated origins',
      [
        '--api-key',
        KEY,
        '--allowed-origin',
        'http://localhost:5173',
        '--allowed-origin=https://a.example:8443',
      ],
      {},
      { allowedOrigins: ['http://localhost:5173', 'https://a.example:8443'] },
    ],
    [
      'port and host',
      ['--api-key', KEY, '--port', '0', '--host', 'localhost'],
      {},
      { port: 0, host: 'localhost' },
    ],
    ['port 65535', ['--api-key', KEY, '--port', '65535'], {}, { port: 65_535 }],
    ['a TTL in minutes', ['--api-key', KEY, '--token-ttl', '4m'], {}, { tokenTtlMs: 240_000 }],
    ['a TTL in seconds', ['--api-key', KEY, '--token-ttl', '90s'], {}, { tokenTtlMs: 90_000 }],
    ['a TTL of 24h', ['--api-key', KEY, '--token-ttl', '24h'], {}, { tokenTtlMs: 86_400_000 }],
    ['a TTL in milliseconds', ['--api-key', KEY, '--token-ttl', '3000'], {}, { tokenTtlMs: 3000 }],
    [
      'one ready delay for every surface',
      ['--api-key', KEY, '--ready-delay', '1500ms'],
      {},
      { readyDelayMs: { dashboard: 1500, app: 1500, chat: 1500 } },
    ],
    [
      'a ready delay by surface, the last one winning',
      ['--api-key', KEY, '--ready-delay', '2s', '--ready-delay=dashboard=1500', '--ready-delay', 'chat=0'],
      {},
      { readyDelayMs: { dashboard: 1500, app: 2000, chat: 0 } },
    ],
    [
      'directories',
      ['--api-key', KEY, '--assets-dir', 'dist/a', '--fixtures-dir', 'e2e/f'],
      {},
      {
        assetsDir: 'dist/a',
        fixturesDir: 'e2e/f',
      },
    ],
  ])('%s', (_label, argv, env, expected) => {
    const command = parseCliArgs(argv, env);
    expect(command.kind).toBe('start');
    if (command.kind === 'start') expect(command.options).toMatchObject(expected);
  });

  it('--help tells how to slow a surface down', () => {
    expect(USAGE).toContain('--ready-delay <[surface=]duration>');
  });

  it('--help wins over everything else', () => {
    expect(parseCliArgs(['--port', 'x', '--help'])).toEqual({ kind: 'help' });
  });
});

describe('parseCliArgs refuses', () => {
  it.each<[string, string[], Record<string, string>, RegExp]>([
    ['no API key', [], {}, /API key is required.*SVC_API_KEY/],
    ['an empty SVC_API_KEY', [], { SVC_API_KEY: '' }, /API key is required/],
    ['an API key with a space', ['--api-key', 'a b'], {}, /printable ASCII/],
    ['an unknown flag', ['--api-key', KEY, '--verbose'], {}, /Unknown option '--verbose'/],
    ['a positional argument', ['--api-key', KEY, 'extra'], {}, /unexpected argument/],
    ['a flag without its value', ['--api-key'], {}, /--api-key/],
    ['a non-numeric port', ['--api-key', KEY, '--port', 'http'], {}, /--port/],
    ['a negative port', ['--api-key', KEY, '--port', '-1'], {}, /--port/],
    ['a port above 65535', ['--api-key', KEY, '--port', '65536'], {}, /--port/],
    ['a fractional port', ['--api-key', KEY, '--port', '80.5'], {}, /--port/],
    ['a public host', ['--api-key', KEY, '--host', '0.0.0.0'], {}, /loopback/],
    [
      'an origin with a path',
      ['--api-key', KEY, '--allowed-origin', 'http://a.example/app'],
      {},
      /--allowed-origin must be an exact/,
    ],
    [
      'an origin with a trailing slash',
      ['--api-key', KEY, '--allowed-origin', 'http://a.example/'],
      {},
      /--allowed-origin must be an exact/,
    ],
    [
      'a wildcard origin',
      ['--api-key', KEY, '--allowed-origin', '*'],
      {},
      /--allowed-origin must be an exact/,
    ],
    ...['https://*.example.com', 'http://*:5173', 'https://%2A.example.com'].map(
      (origin): [string, string[], Record<string, string>, RegExp] => [
        `a wildcard host (${origin})`,
        ['--api-key', KEY, '--allowed-origin', origin],
        {},
        /--allowed-origin must be an exact .*no wildcard/,
      ],
    ),
    [
      'a non-http origin',
      ['--api-key', KEY, '--allowed-origin', 'ftp://a.example'],
      {},
      /--allowed-origin must be an exact/,
    ],
    ['a zero TTL', ['--api-key', KEY, '--token-ttl', '0'], {}, /--token-ttl must be a positive/],
    ...(
      [
        ['a negative ready delay', '-5', /--ready-delay must be a duration/],
        ['a fractional ready delay', '1.5s', /--ready-delay must be a duration/],
        ['a ready delay above 60 s', '61s', /--ready-delay must be at most 60000 ms/],
        ['a ready delay of an unknown surface', 'report=1s', /--ready-delay names no surface "report"/],
        ['a ready delay without its duration', 'dashboard=', /--ready-delay must be a duration/],
        ['an empty ready delay', '', /--ready-delay must be a duration/],
      ] as const
    ).map(([label, value, message]): [string, string[], Record<string, string>, RegExp] => [
      label,
      // The `=` form: parseArgs takes a separate `-5` for a flag.
      ['--api-key', KEY, `--ready-delay=${value}`],
      {},
      message,
    ]),
    ['a TTL above 24h', ['--api-key', KEY, '--token-ttl', '25h'], {}, /at most 24 h/],
    ['a TTL with an unknown unit', ['--api-key', KEY, '--token-ttl', '4d'], {}, /must be a duration/],
    ['a negative TTL', ['--api-key', KEY, '--token-ttl', '-5m'], {}, /--token-ttl/],
    [
      'a TTL in fractions of a second',
      ['--api-key', KEY, '--token-ttl', '1500'],
      {},
      /whole number of seconds/,
    ],
  ])('%s', (_label, argv, env, message) => {
    const command = parseCliArgs(argv, env);
    expect(command.kind).toBe('error');
    if (command.kind === 'error') {
      expect(command.message).toMatch(message);
      expect(command.message).not.toContain(KEY);
    }
  });

  it('never quotes a stray argument, which could be a secret', () => {
    const command = parseCliArgs(['--api-key', 'x', 'sk_live_secret']) as Extract<
      CliCommand,
      { kind: 'error' }
    >;
    expect(command.message).not.toContain('sk_live_secret');
  });
});

describe('parseDuration', () => {
  it.each<[string, number | null]>([
    ['90s', 90_000],
    ['4m', 240_000],
    ['24h', 86_400_000],
    ['250ms', 250],
    ['1000', 1000],
    ['1.5h', null],
    ['', null],
    ['m', null],
    ['5 m', null],
  ])('%s -> %s', (text, expected) => {
    expect(parseDuration(text)).toBe(expected);
  });
});
