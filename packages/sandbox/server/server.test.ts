import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { type SandboxOptions, startSandbox } from './index';
import { errorOf, HOST_ORIGIN, startTestSandbox, TEST_API_KEY } from './test-sandbox';

describe('routing', () => {
  it('answers /healthz', async () => {
    const sandbox = await startTestSandbox();
    const response = await sandbox.request('/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  it.each(['GET', 'HEAD'])(
    'answers %s / with 204 and no body: the origin is there, and a no-cors probe is not cut as opaque JSON',
    async (method) => {
      const sandbox = await startTestSandbox();
      const response = await sandbox.request('/', { method });
      expect(response.status).toBe(204);
      expect(response.headers.get('content-type')).toBeNull();
    },
  );

  it.each(['/nope', '/api/v1/embed', '/api/v1/embed/generate-session/', '/healthz/x', '/fixtures/a.html'])(
    'answers %s with a 404 JSON',
    async (path) => {
      const sandbox = await startTestSandbox();
      const response = await sandbox.request(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      await errorOf(response);
    },
  );

  it.each<[string, string, string]>([
    ['GET', '/api/v1/embed/generate-session', 'POST'],
    ['PUT', '/api/v1/embed/session/token', 'POST'],
    ['DELETE', '/api/v1/embed/session/revoke', 'POST'],
    ['POST', '/api/v1/embed/data', 'GET'],
    ['POST', '/healthz', 'GET'],
    ['PATCH', '/embed/dashboard/abc', 'GET'],
    ['POST', '/assets/surface.js', 'GET'],
    ['HEAD', '/embed/chat', 'GET'],
  ])('answers %s %s with 405 and Allow: %s', async (method, path, allow) => {
    const sandbox = await startTestSandbox();
    const response = await sandbox.request(path, { method });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe(allow);
    if (method !== 'HEAD') await errorOf(response);
  });

  it('answers a malformed request line with 400 and keeps serving', async () => {
    const sandbox = await startTestSandbox();
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = connect(sandbox.port, '127.0.0.1', () => socket.write('GARBAGE\r\n\r\n'));
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk.toString();
      });
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(reply).toMatch(/^HTTP\/1\.1 400/);
    expect((await sandbox.request('/healthz')).status).toBe(200);
  });

  it('treats an absolute-form request target as an unknown path', async () => {
    const sandbox = await startTestSandbox();
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const req = httpRequest(
        { port: sandbox.port, host: '127.0.0.1', path: 'http://evil.example/healthz' },
        (res) => {
          res.resume();
          resolve(res.statusCode);
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(404);
  });
});

describe('the API key', () => {
  it('appears in no response body or header', async () => {
    const sandbox = await startTestSandbox({ allowedOrigins: [HOST_ORIGIN] });
    const auth = { Authorization: `Api-Key ${TEST_API_KEY}` };
    const sessionId = await sandbox.mint({ deploymentId: 1, externalId: 'ada' });
    const token = await sandbox.token(sessionId);
    await sandbox.exchange(sessionId);
    await sandbox.request('/api/v1/embed/data', { headers: { Authorization: `Bearer ${token}` } });
    await sandbox.request('/api/v1/embed/data', { headers: { Authorization: `Bearer ${TEST_API_KEY}` } });
    await sandbox.post('/api/v1/embed/generate-session', { deploymentId: 0 }, auth);
    await sandbox.post('/api/v1/embed/generate-session', '{', auth);
    await sandbox.post('/api/v1/embed/generate-session', { deploymentId: 1 }, { Authorization: 'Api-Key x' });
    await sandbox.post('/api/v1/embed/session/revoke', { sessionId }, auth);
    await sandbox.request('/embed/dashboard/abc');
    await sandbox.request('/nope');
    await sandbox.request('/api/v1/embed/data', { method: 'POST' });
    expect(sandbox.transcript.length).toBeGreaterThanOrEqual(11);
    const seen = sandbox.transcript.join('\n');
    expect(seen).not.toContain(TEST_API_KEY);
    expect(seen).not.toContain(Buffer.from(TEST_API_KEY).toString('base64'));
  });

  it('is not quoted when the options are refused', async () => {
    const error = await startSandbox({
      apiKey: TEST_API_KEY,
      allowedOrigins: [],
      host: '0.0.0.0',
      port: 0,
    }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(TypeError);
    expect((error as Error).message).toContain('loopback');
    expect((error as Error).message).not.toContain(TEST_API_KEY);
  });
});

describe('startSandbox options', () => {
  const good: SandboxOptions = { apiKey: TEST_API_KEY, allowedOrigins: [], port: 0 };

  it.each<[string, Partial<SandboxOptions> | Record<string, unknown>, RegExp]>([
    ['an empty apiKey', { apiKey: '' }, /apiKey/],
    ['an apiKey with a space', { apiKey: 'a b' }, /apiKey/],
    ['a negative port', { port: -1 }, /port/],
    ['a fractional port', { port: 1.5 }, /port/],
    ['a port above 65535', { port: 70_000 }, /port/],
    ['a public host', { host: '0.0.0.0' }, /loopback/],
    ['a LAN host', { host: '192.168.1.10' }, /loopback/],
    [
      'an origin with a path',
      { allowedOrigins: ['http://localhost:5173/'] },
      /allowedOrigins must be an exact http\(s\) origin/,
    ],
    [
      'an origin with a wildcard',
      { allowedOrigins: ['*'] },
      /allowedOrigins must be an exact http\(s\) origin/,
    ],
    [
      'a file origin',
      { allowedOrigins: ['file:///tmp'] },
      /allowedOrigins must be an exact http\(s\) origin/,
    ],
    ['allowedOrigins not an array', { allowedOrigins: 'http://localhost:5173' }, /array/],
    ['a zero token TTL', { tokenTtlMs: 0 }, /tokenTtlMs must be a positive integer/],
    ['a token TTL above 24 h', { tokenTtlMs: 24 * 3_600_000 + 1000 }, /at most 24 h/],
    ['a token TTL in fractions of a second', { tokenTtlMs: 1500 }, /whole number of seconds/],
    ['a non-function clock', { now: 5 }, /now must be a function/],
    ['an empty assetsDir', { assetsDir: '' }, /assetsDir/],
  ])('refuses %s', async (_label, overrides, message) => {
    await expect(startSandbox({ ...good, ...overrides } as SandboxOptions)).rejects.toThrow(message);
  });

  it('reports its address and listens on the default host', async () => {
    const sandbox = await startSandbox(good);
    try {
      expect(sandbox.port).toBeGreaterThan(0);
      expect(sandbox.url).toBe(`http://127.0.0.1:${sandbox.port}`);
      expect(sandbox.origin).toBe(sandbox.url);
      expect((await fetch(`${sandbox.url}/healthz`)).status).toBe(200);
    } finally {
      await sandbox.close();
    }
  });

  it('formats an IPv6 loopback address in brackets', async () => {
    const sandbox = await startSandbox({ ...good, host: '::1' }).catch(() => null);
    if (sandbox === null) return; // no IPv6 on this machine
    try {
      expect(sandbox.url).toBe(`http://[::1]:${sandbox.port}`);
    } finally {
      await sandbox.close();
    }
  });

  it('rejects when the port is taken', async () => {
    const first = await startSandbox(good);
    try {
      await expect(startSandbox({ ...good, port: first.port })).rejects.toThrow(/EADDRINUSE/);
    } finally {
      await first.close();
    }
  });
});
