import { createServer, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Time and connection limits of a development server (the sandbox, the example host page): a slow
 * client gets a 408 and its connection back, and a flood of connections cannot take every file
 * descriptor.
 */
export interface ServerLimits {
  /** Time to receive the whole request head; default 10 s. */
  headersTimeoutMs: number;
  /** Time to receive the whole request, head and body; default 30 s. */
  requestTimeoutMs: number;
  /** A keep-alive connection with no request is closed after this; default 5 s. */
  idleTimeoutMs: number;
  /** Connections past this are closed at once; default 500. */
  maxConnections: number;
}

export const DEFAULT_SERVER_LIMITS: Readonly<ServerLimits> = Object.freeze({
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  idleTimeoutMs: 5_000,
  maxConnections: 500,
});

const MAX_TIMEOUT_MS = 3_600_000;

/** Fills in the defaults; a bad value is a `TypeError` naming the field. */
export function resolveServerLimits(limits: Partial<ServerLimits> = {}): ServerLimits {
  if (typeof limits !== 'object' || limits === null) throw new TypeError('limits must be an object');
  const resolved = { ...DEFAULT_SERVER_LIMITS, ...definedOnly(limits) };
  for (const name of ['headersTimeoutMs', 'requestTimeoutMs', 'idleTimeoutMs'] as const) {
    const value = resolved[name];
    if (!Number.isInteger(value) || value < 1 || value > MAX_TIMEOUT_MS) {
      throw new TypeError(
        `limits.${name} must be an integer from 1 to ${MAX_TIMEOUT_MS} ms, got ${String(value)}`,
      );
    }
  }
  if (resolved.headersTimeoutMs > resolved.requestTimeoutMs) {
    throw new TypeError('limits.headersTimeoutMs must not exceed limits.requestTimeoutMs');
  }
  const { maxConnections } = resolved;
  if (!Number.isInteger(maxConnections) || maxConnections < 1 || maxConnections > 100_000) {
    throw new TypeError(
      `limits.maxConnections must be an integer from 1 to 100000, got ${String(maxConnections)}`,
    );
  }
  return resolved;
}

/** An HTTP server with these limits; a timed-out request gets 408, a malformed one 400, both JSON. */
export function createLimitedServer(listener: RequestListener, limits: ServerLimits): Server {
  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.idleTimeoutMs,
      // Node checks the two request timeouts on this interval (30 s by default).
      connectionsCheckingInterval: Math.max(10, Math.min(1000, Math.floor(limits.headersTimeoutMs / 4))),
    },
    listener,
  );
  server.maxConnections = limits.maxConnections;
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    const inFlight = (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage;
    if (!socket.writable || inFlight?.headersSent === true) {
      socket.destroy();
      return;
    }
    const timedOut = error.code === 'ERR_HTTP_REQUEST_TIMEOUT';
    socket.end(
      timedOut
        ? rawJsonResponse(408, 'Request Timeout', 'the request did not arrive in time')
        : rawJsonResponse(400, 'Bad Request', 'the request is not valid HTTP/1.1'),
    );
  });
  return server;
}

function rawJsonResponse(status: number, reason: string, error: string): string {
  const body = JSON.stringify({ error });
  return (
    `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
    `Cache-Control: no-store\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`
  );
}

function definedOnly(limits: Partial<ServerLimits>): Partial<ServerLimits> {
  return Object.fromEntries(Object.entries(limits).filter(([, value]) => value !== undefined));
}
