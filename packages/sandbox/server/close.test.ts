import { connect } from 'node:net';
import { expect, it } from 'vitest';
import { startSandbox } from './index';

// Its own file, so no other test's sockets are still closing while the handles are counted.
const handles = () =>
  process
    .getActiveResourcesInfo()
    .filter((name) => name !== 'TTYWrap' && name !== 'PipeWrap')
    .sort();

const count = (names: string[], name: string) => names.filter((each) => each === name).length;

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

it('close() leaves no server, socket or timer behind, even with a keep-alive connection open', async () => {
  await settle();
  const before = handles();
  const sandbox = await startSandbox({ apiKey: 'close-test-key', allowedOrigins: [], port: 0 });
  const response = await fetch(`${sandbox.url}/healthz`);
  await response.json();
  const during = handles();
  expect(count(during, 'TCPServerWrap')).toBe(count(before, 'TCPServerWrap') + 1);
  expect(count(during, 'TCPSocketWrap')).toBeGreaterThan(count(before, 'TCPSocketWrap'));
  await Promise.all([sandbox.close(), sandbox.close()]);
  await settle();
  const after = handles();
  // The test runner's own timers come and go; nothing may be added.
  for (const name of new Set(after))
    expect(count(after, name), name).toBeLessThanOrEqual(count(before, name));
  await expect(fetch(`${sandbox.url}/healthz`)).rejects.toThrow();
});

it('close() ends a request still in flight instead of waiting for it', async () => {
  const sandbox = await startSandbox({ apiKey: 'close-test-key', allowedOrigins: [], port: 0 });
  const socket = connect(sandbox.port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  // Headers sent, body promised but never written: the server is mid-request on this socket.
  socket.write(
    `POST /api/v1/embed/session/token HTTP/1.1\r\nHost: 127.0.0.1:${sandbox.port}\r\nContent-Type: application/json\r\n`,
  );
  socket.write('Content-Length: 100\r\n\r\n{');
  await settle();
  const closed = new Promise((resolve) => socket.once('close', resolve));
  await sandbox.close();
  await closed;
  expect(socket.destroyed).toBe(true);
});
