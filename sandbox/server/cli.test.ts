import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { type CliCommand, main, parseCliArgs, parseDuration } from './cli';

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
    [
      'a non-http origin',
      ['--api-key', KEY, '--allowed-origin', 'ftp://a.example'],
      {},
      /--allowed-origin must be an exact/,
    ],
    ['a zero TTL', ['--api-key', KEY, '--token-ttl', '0'], {}, /--token-ttl must be a positive/],
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

describe('main', () => {
  function io(env: Record<string, string> = {}) {
    const out: string[] = [];
    const err: string[] = [];
    const closers: (() => Promise<void>)[] = [];
    return {
      out,
      err,
      closers,
      io: {
        env,
        out: (line: string) => out.push(line),
        err: (line: string) => err.push(line),
        onShutdown: (close: () => Promise<void>) => closers.push(close),
      },
    };
  }

  it('exits 2 with a message when the API key is missing', async () => {
    const run = io();
    expect(await main([], run.io)).toBe(2);
    expect(run.err.join('\n')).toMatch(/API key is required/);
    expect(run.out).toEqual([]);
  });

  it('exits 2 for an unknown flag, without printing the key', async () => {
    const run = io({ SVC_API_KEY: KEY });
    expect(await main(['--bogus'], run.io)).toBe(2);
    expect(run.err.join('\n')).toContain('--bogus');
    expect(run.err.join('\n')).not.toContain(KEY);
  });

  it('prints usage for --help and exits 0', async () => {
    const run = io();
    expect(await main(['--help'], run.io)).toBe(0);
    expect(run.out.join('\n')).toContain('--allowed-origin');
  });

  it('starts, prints exactly one line with the URL, and closes through the shutdown hook', async () => {
    const run = io({ SVC_API_KEY: KEY });
    expect(await main(['--port', '0'], run.io)).toBe(0);
    expect(run.out).toHaveLength(1);
    const url = /^svc-embed-sandbox listening on (http:\/\/127\.0\.0\.1:\d+)$/.exec(run.out[0] ?? '')?.[1];
    expect(url).toBeDefined();
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    expect(run.closers).toHaveLength(1);
    await run.closers[0]?.();
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
    expect([...run.out, ...run.err].join('\n')).not.toContain(KEY);
  });
});

describe('main with a default assets directory', () => {
  it('serves it unless --assets-dir is given', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'svc-sandbox-assets-'));
    await writeFile(join(dir, 'surface.js'), 'export {};');
    const closers: (() => Promise<void>)[] = [];
    const out: string[] = [];
    try {
      const io = { env: {}, out: (line: string) => out.push(line), err: () => {}, defaultAssetsDir: dir };
      const onShutdown = (close: () => Promise<void>) => closers.push(close);
      expect(await main(['--api-key', KEY, '--port', '0'], { ...io, onShutdown })).toBe(0);
      expect(
        await main(['--api-key', KEY, '--port', '0', '--assets-dir', tmpdir()], { ...io, onShutdown }),
      ).toBe(0);
      const [withDefault, withFlag] = out.map((line) => line.split(' ').at(-1));
      expect((await fetch(`${withDefault}/assets/surface.js`)).status).toBe(200);
      expect((await fetch(`${withFlag}/assets/surface.js`)).status).toBe(404);
    } finally {
      await Promise.all(closers.map((close) => close()));
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('the bin, as a real process', () => {
  it('listens, and exits 0 on SIGTERM with nothing left running', { timeout: 20_000 }, async () => {
    const dir = await mkdtemp(join(tmpdir(), 'svc-sandbox-bin-'));
    const file = join(dir, 'bin.mjs');
    try {
      await build({
        entryPoints: [join(import.meta.dirname, 'bin.ts')],
        bundle: true,
        platform: 'node',
        format: 'esm',
        outfile: file,
        logLevel: 'silent',
      });
      const child = spawn(process.execPath, [file, '--port', '0'], {
        env: { ...process.env, SVC_API_KEY: KEY },
      });
      const output = collect(child);
      const url = await waitForLine(child, output);
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
      child.kill('SIGTERM');
      const code = await new Promise<number | null>((resolve) =>
        child.on('exit', (exitCode) => resolve(exitCode)),
      );
      expect(code).toBe(0);
      expect(output.text).not.toContain(KEY);

      const refused = spawn(process.execPath, [file], { env: { ...process.env, SVC_API_KEY: '' } });
      const refusedOutput = collect(refused);
      expect(await new Promise((resolve) => refused.on('exit', resolve))).toBe(2);
      expect(refusedOutput.text).toMatch(/API key is required/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

function collect(child: ChildProcess): { text: string } {
  const output = { text: '' };
  child.stdout?.on('data', (chunk: Buffer) => {
    output.text += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output.text += chunk.toString();
  });
  return output;
}

function waitForLine(child: ChildProcess, output: { text: string }): Promise<string> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const url = /svc-embed-sandbox listening on (\S+)/.exec(output.text)?.[1];
      if (url !== undefined) resolve(url);
    };
    child.stdout?.on('data', check);
    child.on('exit', (code) => reject(new Error(`exited early with ${code}: ${output.text}`)));
  });
}
