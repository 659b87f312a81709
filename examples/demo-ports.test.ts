import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { EXACT_ORIGIN_RULE } from '../packages/sandbox/server/exact-origin';
import { ACCEPTED_ORIGINS, REFUSED_ORIGINS } from '../packages/sandbox/server/test-origins';
import { checkDemoEnvironment, DemoPortError, readAllowedOrigins } from './demo-ports';

describe('ALLOWED_ORIGINS of npm start', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['http://localhost:5173', ['http://localhost:5173']],
    [
      'http://localhost:5173, https://app.test  http://127.0.0.1:3000',
      ['http://localhost:5173', 'https://app.test', 'http://127.0.0.1:3000'],
    ],
  ])('%j gives %j', (value, expected) => {
    expect(readAllowedOrigins({ ALLOWED_ORIGINS: value })).toEqual(expected);
  });

  it.each([
    'https://*.example.com',
    'http://localhost:5173/',
    'http://localhost:5173/app',
    'localhost:5173',
    'ftp://files.example',
    'https://user:pw@app.test',
  ])('refuses %j in one line naming it', (origin) => {
    const read = () => readAllowedOrigins({ ALLOWED_ORIGINS: origin });
    expect(read).toThrow(DemoPortError);
    expect(read).toThrow(JSON.stringify(origin));
  });
});

describe('ALLOWED_ORIGINS that could add a CSP directive', () => {
  it.each(REFUSED_ORIGINS.filter(([, origin]) => !/[\s,]/.test(origin)))(
    'refuses %s in one line',
    (_label, origin, quoted) => {
      expect(() => readAllowedOrigins({ ALLOWED_ORIGINS: origin })).toThrow(
        new DemoPortError(`ALLOWED_ORIGINS: ${quoted} is not ${EXACT_ORIGIN_RULE}`),
      );
    },
  );

  it.each([
    ['a space', 'http://x report-uri', '"report-uri"'],
    ['a comma', 'http://a,b', '"b"'],
    ['a newline', 'http://x\nreport-uri', '"report-uri"'],
  ])('splits at %s and refuses the part that is no origin', (_label, value, quoted) => {
    expect(() => readAllowedOrigins({ ALLOWED_ORIGINS: value })).toThrow(
      new DemoPortError(`ALLOWED_ORIGINS: ${quoted} is not ${EXACT_ORIGIN_RULE}`),
    );
  });

  it.each(ACCEPTED_ORIGINS)('accepts %s', (origin) => {
    expect(readAllowedOrigins({ ALLOWED_ORIGINS: origin })).toEqual([origin]);
  });
});

describe('a busy port of npm start', () => {
  const held: Server[] = [];
  afterEach(async () => {
    await Promise.all(held.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
  });

  /** Listens on `count` consecutive ports of 127.0.0.1; returns the first. */
  async function holdConsecutive(count: number): Promise<number> {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const first = 20_000 + Math.floor(Math.random() * 12_000);
      const servers: Server[] = [];
      for (let port = first; port < first + count; port += 1) {
        const server = await listen(port).catch(() => null);
        if (server === null) break;
        servers.push(server);
      }
      held.push(...servers);
      if (servers.length === count) return first;
    }
    throw new Error(`no ${count} free consecutive ports`);
  }

  it('suggests a port that is free now, past busy ones and the other demo port', async () => {
    // SANDBOX_PORT=P and P+1 busy, HOST_PORT=P+2 (free, but the demo takes it next): P+3.
    const busy = await holdConsecutive(2);
    const env = { SANDBOX_PORT: String(busy), HOST_PORT: String(busy + 2) };
    const error = await checkDemoEnvironment(env).then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(DemoPortError);
    const message = (error as Error).message;
    expect(message).toMatch(
      new RegExp(
        `^port ${busy} on 127.0.0.1 is already in use: set SANDBOX_PORT to a free port, e.g. SANDBOX_PORT=\\d+ npm start$`,
      ),
    );
    // busy + 3 unless another process took it meanwhile: then the next free one.
    const suggested = Number(/SANDBOX_PORT=(\d+)/.exec(message)?.[1]);
    expect(suggested).toBeGreaterThanOrEqual(busy + 3);
    held.push(await listen(suggested));
  });
});

function listen(port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
