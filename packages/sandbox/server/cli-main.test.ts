import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { main } from './cli';

const KEY = 'cli-test-key-0042';

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

  it('warns on stderr when the key comes from --api-key, and starts', async () => {
    const run = io();
    expect(await main(['--api-key', KEY, '--port', '0'], run.io)).toBe(0);
    expect(run.err).toHaveLength(1);
    expect(run.err[0]).toMatch(/^svc-embed-sandbox: warning: --api-key puts the key in the process list/);
    expect(run.err[0]).not.toContain(KEY);
    await run.closers[0]?.();
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
