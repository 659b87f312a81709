import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startSandbox } from './index';
import { resolveServerLimits } from './server-limits';
import { startTestSandbox } from './test-sandbox';

const SMALL = { headersTimeoutMs: 150, requestTimeoutMs: 300, idleTimeoutMs: 150, maxConnections: 3 };

function open(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.on('error', reject);
  });
}

/** Everything the server writes until it closes the connection. */
function replyOf(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString();
    });
    socket.on('close', () => resolve(text));
  });
}

describe('timeouts', () => {
  it('answers 408 with a JSON error to a request head that never ends', async () => {
    const sandbox = await startTestSandbox({ limits: SMALL });
    const socket = await open(sandbox.port);
    const reply = replyOf(socket);
    socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    const text = await reply;
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(text).toContain('{"error":"the request did not arrive in time"}');
  });

  it('answers 408 to a body that never ends', async () => {
    const sandbox = await startTestSandbox({ limits: SMALL });
    const socket = await open(sandbox.port);
    const reply = replyOf(socket);
    socket.write(
      `POST /api/v1/embed/session/token HTTP/1.1\r\nHost: 127.0.0.1:${sandbox.port}\r\n` +
        'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"sess',
    );
    expect(await reply).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes a keep-alive connection left idle', async () => {
    const sandbox = await startTestSandbox({ limits: SMALL });
    const socket = await open(sandbox.port);
    const reply = replyOf(socket);
    socket.write(
      `GET /healthz HTTP/1.1\r\nHost: 127.0.0.1:${sandbox.port}\r\nConnection: keep-alive\r\n\r\n`,
    );
    const text = await reply;
    expect(text).toMatch(/^HTTP\/1\.1 200 /);
    expect(text).toContain('Keep-Alive: timeout=0');
  });

  it.each<[string, object, string]>([
    ['a zero timeout', { headersTimeoutMs: 0 }, 'headersTimeoutMs'],
    ['a fractional timeout', { idleTimeoutMs: 1.5 }, 'idleTimeoutMs'],
    ['a head timeout above the request timeout', { headersTimeoutMs: 500, requestTimeoutMs: 400 }, 'exceed'],
    ['no connections', { maxConnections: 0 }, 'maxConnections'],
  ])('refuses %s', (_label, limits, message) => {
    expect(() => resolveServerLimits(limits)).toThrow(message);
  });
});

describe('connection cap', () => {
  it('closes connections past the cap and serves again once one ends', async () => {
    const sandbox = await startTestSandbox({
      limits: { ...SMALL, headersTimeoutMs: 5000, requestTimeoutMs: 5000 },
    });
    const held = await Promise.all([open(sandbox.port), open(sandbox.port), open(sandbox.port)]);
    const extra = await open(sandbox.port);
    const refused = replyOf(extra);
    extra.write(`GET /healthz HTTP/1.1\r\nHost: 127.0.0.1:${sandbox.port}\r\n\r\n`);
    expect(await refused).toBe('');
    const closed = new Promise((resolve) => held[0]?.once('close', resolve));
    held[0]?.destroy();
    await closed;
    expect((await sandbox.request('/healthz')).status).toBe(200);
    for (const socket of held) socket.destroy();
  });
});

describe('Host header', () => {
  it.each(['127.0.0.1', 'localhost', 'LOCALHOST', '[::1]'])('answers to %s with the port', async (name) => {
    const sandbox = await startTestSandbox();
    const response = await rawRequest(sandbox.port, `${name}:${sandbox.port}`);
    expect(response).toMatch(/^HTTP\/1\.1 200 /);
  });

  it.each<[string, (port: number) => string]>([
    ['a rebound name', (port) => `evil.example:${port}`],
    ['a name without the port', () => '127.0.0.1'],
    ['another port', (port) => `localhost:${port + 1}`],
    ['an empty Host', () => ''],
  ])('answers 421 with a JSON error to %s', async (_label, host) => {
    const sandbox = await startTestSandbox();
    const response = await rawRequest(sandbox.port, host(sandbox.port));
    expect(response).toMatch(/^HTTP\/1\.1 421 /);
    expect(response).toContain(
      `"error":"this server answers only to 127.0.0.1:${sandbox.port}, localhost:${sandbox.port}`,
    );
  });

  it('answers to the configured host name', async () => {
    const sandbox = await startSandbox({ apiKey: 'k', allowedOrigins: [], port: 0, host: '127.0.0.2' });
    try {
      expect((await fetch(`${sandbox.url}/healthz`)).status).toBe(200);
      expect(await rawRequest(sandbox.port, `127.0.0.2:${sandbox.port}`, '127.0.0.2')).toMatch(
        /^HTTP\/1\.1 200 /,
      );
    } finally {
      await sandbox.close();
    }
  });
});

async function rawRequest(port: number, host: string, address = '127.0.0.1'): Promise<string> {
  const socket = await new Promise<Socket>((resolve, reject) => {
    const opened = connect(port, address, () => resolve(opened));
    opened.on('error', reject);
  });
  const reply = replyOf(socket);
  socket.write(`GET /healthz HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
  return reply;
}
