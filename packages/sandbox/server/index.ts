import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiKeyCheck } from './api-key';
import { createFrameRefusalLog } from './frame-refusal-log';
import { servedHosts } from './host-check';
import { resolveSandboxOptions, type SandboxOptions } from './options';
import { createRequestHandler } from './router';
import { createLimitedServer } from './server-limits';
import { type SandboxStats, SessionStore } from './session-store';
import { SessionTokens } from './session-tokens';

export type { SandboxOptions } from './options';
export type { ServerLimits } from './server-limits';
export type { SandboxStats } from './session-store';

export interface Sandbox {
  /** Base URL without a trailing slash, e.g. `http://127.0.0.1:4100`; equal to `origin`. */
  url: string;
  origin: string;
  port: number;
  /** Stops listening and ends open connections; idempotent. Leaves no timers or sockets behind. */
  close(): Promise<void>;
  /** Live counters of minted, exchanged and revoked session ids. */
  stats: SandboxStats;
}

/** Starts the tenant sandbox on loopback. Rejects on bad options or when the port is taken. */
export async function startSandbox(options: SandboxOptions): Promise<Sandbox> {
  const resolved = resolveSandboxOptions(options);
  const store = new SessionStore(resolved.now, resolved.tokenTtlMs);
  // Known once listening: the port is part of every name the sandbox answers to.
  const hosts = { served: new Set<string>() as ReadonlySet<string> };
  const server = createLimitedServer(
    createRequestHandler({
      options: resolved,
      store,
      tokens: new SessionTokens(resolved.now, resolved.tokenTtlMs),
      hasApiKey: createApiKeyCheck(resolved.apiKey),
      hosts,
      logRefusedFrame: createFrameRefusalLog(resolved.allowedOrigins, resolved.log),
    }),
    resolved.limits,
  );
  await listen(server, resolved.port, resolved.host);
  const { port } = server.address() as AddressInfo;
  hosts.served = servedHosts(resolved.host, port);
  const hostInUrl = resolved.host.includes(':') ? `[${resolved.host}]` : resolved.host;
  const origin = `http://${hostInUrl}:${port}`;
  let closing: Promise<void> | undefined;
  return {
    url: origin,
    origin,
    port,
    stats: store.stats,
    close() {
      closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return closing;
    },
  };
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port, host, exclusive: true }, () => {
      server.off('error', reject);
      resolve();
    });
  });
}
