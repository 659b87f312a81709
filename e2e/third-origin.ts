import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

/** A page server at a third origin (127.0.0.1, its own port): neither host nor tenant. */
export async function startThirdOrigin(
  fixturesDir: string,
): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer(async (request, response) => {
    const name = new URL(request.url ?? '/', 'http://x').pathname.slice(1);
    if (!/^[a-z0-9-]+\.(html|js)$/.test(name)) {
      response.writeHead(404).end();
      return;
    }
    try {
      const body = await readFile(join(fixturesDir, name));
      response.writeHead(200, { 'Content-Type': name.endsWith('.js') ? 'text/javascript' : 'text/html' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
