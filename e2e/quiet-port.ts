import { createServer } from 'node:net';

/**
 * A free port below Linux's ephemeral range (32768 and up by default). A port the OS picks with
 * `listen(0)` comes from that range, and so does the local port of every outgoing connection: while
 * the browsers and servers of the other tests connect, such a port can be taken between the pick and
 * a server's `listen` seconds later (an `npm start` that builds first). Ports below it are taken
 * only by an explicit bind.
 */
export async function quietPort(host: string): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    if (await isFree(host, port)) return port;
  }
  throw new Error(`no free port between 20000 and 32000 on ${host}`);
}

function isFree(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}
