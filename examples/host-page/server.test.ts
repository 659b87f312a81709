import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, TEST_API_KEY } from '../../packages/sandbox/server/test-sandbox';
import { type HostPage, type HostPageOptions, startHostPage } from './server';

let dir = '';
const pages: HostPage[] = [];
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'svc-host-page-'));
  await writeFile(join(dir, 'host-page.js'), 'console.log(1);');
  await writeFile(join(dir, 'present.js'), 'console.log(2);');
});
afterEach(async () => {
  await Promise.all(pages.splice(0).map((page) => page.close()));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function start(extra: Partial<HostPageOptions> = {}) {
  const sandbox = await startTestSandbox();
  const page = await startHostPage({
    tenantUrl: sandbox.url,
    apiKey: TEST_API_KEY,
    assetsDir: dir,
    port: 0,
    pagesDir: dir,
    ...extra,
  });
  pages.push(page);
  return page;
}

const mint = (page: HostPage, headers: Record<string, string>, body = '{}') =>
  fetch(`${page.url}api/embed-session`, { method: 'POST', headers, body });

/** Writes `head` as is on a raw connection (fetch would normalise it); resolves with the whole reply. */
function rawRequest(page: HostPage, head: (port: number) => string): Promise<string> {
  const port = Number(new URL(page.origin).port);
  return new Promise<string>((resolve) => {
    const socket = connect(port, 'localhost', () => socket.write(head(port)));
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString();
    });
    socket.on('close', () => resolve(text));
  });
}

describe('the example host server', () => {
  it.each(['/pages/missing.js', '/pages/missing-too.js', '/assets/host-page.css'])(
    'answers 404 to %s and keeps serving',
    async (path) => {
      const page = await start();
      const response = await fetch(`${page.origin}${path}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'not found' });
      expect((await fetch(`${page.origin}/pages/present.js`)).status).toBe(200);
    },
  );

  it('mints for its own page: same origin, JSON', async () => {
    const page = await start();
    const response = await mint(page, { Origin: page.origin, 'Content-Type': 'application/json' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ sessionId: expect.any(String) });
  });

  it('mints for the dashboard the page names, and refuses a publicId that is no dashboard id', async () => {
    const sandbox = await startTestSandbox();
    const page = await startHostPage({
      tenantUrl: sandbox.url,
      apiKey: TEST_API_KEY,
      assetsDir: dir,
      port: 0,
    });
    pages.push(page);
    const headers = { Origin: page.origin, 'Content-Type': 'application/json' };
    const mintedFor = async (body: string) => {
      const { sessionId } = (await (await mint(page, headers, body)).json()) as { sessionId: string };
      const exchanged = await sandbox.post('/api/v1/embed/session/token', { sessionId });
      const { token } = (await exchanged.json()) as { token: string };
      const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
      return (claims as { publicDashboardId?: string }).publicDashboardId;
    };
    expect(await mintedFor('{}')).toBe('sales-overview');
    expect(await mintedFor('{"publicId":"sales-usa"}')).toBe('sales-usa');
    for (const publicId of ['', 'a/b', 'x'.repeat(65), 7, null]) {
      const response = await mint(page, headers, JSON.stringify({ publicId }));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: 'publicId must be a dashboard id: 1 to 64 letters, digits, - or _',
      });
    }
  });

  it.each<[string, (origin: string) => Record<string, string>, number, string]>([
    [
      'a cross-site text/plain POST',
      () => ({ Origin: 'https://evil.example', 'Content-Type': 'text/plain' }),
      403,
      'Origin',
    ],
    [
      'a cross-site JSON POST',
      () => ({ Origin: 'https://evil.example', 'Content-Type': 'application/json' }),
      403,
      'Origin',
    ],
    [
      'another port of localhost',
      (o) => ({ Origin: o.replace(/\d+$/, '1'), 'Content-Type': 'application/json' }),
      403,
      'Origin',
    ],
    ['an opaque origin', () => ({ Origin: 'null', 'Content-Type': 'application/json' }), 403, 'Origin'],
    ['no Origin', () => ({ 'Content-Type': 'application/json' }), 403, 'Origin'],
    [
      'a same-origin text/plain POST',
      (o) => ({ Origin: o, 'Content-Type': 'text/plain' }),
      415,
      'application/json',
    ],
    [
      'a same-origin form POST',
      (o) => ({ Origin: o, 'Content-Type': 'application/x-www-form-urlencoded' }),
      415,
      'application/json',
    ],
  ])('refuses %s', async (_label, headers, status, message) => {
    const page = await start();
    const response = await mint(page, headers(page.origin));
    expect(response.status).toBe(status);
    expect(((await response.json()) as { error: string }).error).toContain(message);
  });

  it('answers 421 to a Host it does not serve', async () => {
    const page = await start();
    const reply = await rawRequest(
      page,
      (port) => `GET / HTTP/1.1\r\nHost: evil.example:${port}\r\nConnection: close\r\n\r\n`,
    );
    expect(reply).toMatch(/^HTTP\/1\.1 421 /);
    expect(reply).toContain('"error":"');
  });

  it.each(['//', '///', '//evil.example/x'])('answers 404 JSON to the request target %s', async (target) => {
    const page = await start();
    const reply = await rawRequest(
      page,
      (port) => `GET ${target} HTTP/1.1\r\nHost: localhost:${port}\r\nConnection: close\r\n\r\n`,
    );
    expect(reply).toMatch(/^HTTP\/1\.1 404 /);
    expect(reply).toContain('"error":"not found"');
  });

  it('answers 408 to a request head that never ends', async () => {
    const page = await start({ limits: { headersTimeoutMs: 100, requestTimeoutMs: 200 } });
    const reply = await rawRequest(page, () => 'GET / HTTP/1.1\r\n');
    expect(reply).toMatch(/^HTTP\/1\.1 408 /);
  });
});
