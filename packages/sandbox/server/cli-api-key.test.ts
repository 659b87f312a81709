import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliCommand, parseCliArgs, USAGE } from './cli';

const KEY = 'cli-file-key-0042';
let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'svc-cli-key-'));
  await writeFile(join(dir, 'key'), `${KEY}\n`);
  await writeFile(join(dir, 'key-crlf'), `${KEY}\r\n`);
  await writeFile(join(dir, 'empty'), '');
  await writeFile(join(dir, 'two-lines'), `${KEY}\nsecond\n`);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

function started(command: CliCommand): Extract<CliCommand, { kind: 'start' }> {
  expect(command.kind).toBe('start');
  return command as Extract<CliCommand, { kind: 'start' }>;
}

describe('the API key', () => {
  it.each(['key', 'key-crlf'])('is read from --api-key-file (%s), without its line end', (name) => {
    const command = started(parseCliArgs(['--api-key-file', join(dir, name)], { SVC_API_KEY: 'other' }));
    expect(command.options.apiKey).toBe(KEY);
    expect(command.warnings).toEqual([]);
  });

  it('is read from SVC_API_KEY without a warning', () => {
    expect(started(parseCliArgs([], { SVC_API_KEY: KEY })).warnings).toEqual([]);
  });

  it('on the command line works, with a warning that names the safe ways', () => {
    const command = started(parseCliArgs(['--api-key', KEY]));
    expect(command.options.apiKey).toBe(KEY);
    expect(command.warnings).toHaveLength(1);
    expect(command.warnings[0]).toContain('process list');
    expect(command.warnings[0]).toContain('--api-key-file');
    expect(command.warnings[0]).toContain('SVC_API_KEY');
    expect(command.warnings[0]).not.toContain(KEY);
  });

  it.each<[string, () => string[], RegExp]>([
    [
      'a missing file',
      () => ['--api-key-file', join(dir, 'nope')],
      /--api-key-file could not be read \(ENOENT\)/,
    ],
    ['a directory', () => ['--api-key-file', dir], /--api-key-file could not be read/],
    // Moving from --api-key, a user may pass the key itself where the file name goes.
    ['the key given as the file name', () => ['--api-key-file', KEY], /could not be read \(ENOENT\)/],
    ['an empty file', () => ['--api-key-file', join(dir, 'empty')], /printable ASCII/],
    ['a file of two lines', () => ['--api-key-file', join(dir, 'two-lines')], /printable ASCII/],
    [
      'both flags',
      () => ['--api-key-file', join(dir, 'key'), '--api-key', 'x'],
      /either --api-key-file or --api-key/,
    ],
  ])('is refused from %s, without quoting it', (_label, argv, message) => {
    const command = parseCliArgs(argv());
    expect(command.kind).toBe('error');
    if (command.kind === 'error') {
      expect(command.message).toMatch(message);
      expect(command.message).not.toContain(KEY);
    }
  });

  it('--help says where the key may come from', () => {
    expect(USAGE).toContain('--api-key-file <file>');
    expect(USAGE).toContain('SVC_API_KEY');
    expect(USAGE).toContain('process list');
  });
});

describe('--allow-private', () => {
  it.each<[string[], boolean | undefined]>([
    [['--allow-private'], true],
    [[], undefined],
  ])('%j sets allowPrivate to %s', (flags, allowPrivate) => {
    const command = started(parseCliArgs(flags, { SVC_API_KEY: KEY }));
    expect(command.options.allowPrivate).toBe(allowPrivate);
  });

  it('is in --help', () => {
    expect(USAGE).toContain('--allow-private');
  });
});
