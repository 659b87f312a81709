/**
 * The worker's HTTP proxy. WebKitGTK never sends loopback traffic through a configured proxy, so the
 * browser's loopback connections are redirected here (loopback-redirect.c) and this proxy forwards
 * each request to its Host header. On the way it gives what classic WebDriver lacks: request and
 * response events, routes (fulfill, fetch), and an init script in every HTML document it serves.
 */
import { randomUUID } from 'node:crypto';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import { type AddressInfo, connect } from 'node:net';

export const INTERNAL_PREFIX = '/__svc-webdriver/';

export interface ProxiedResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** What the stand-in's Request and Response are built from. */
export interface ProxiedRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: Buffer;
  resourceType: string;
}

export interface RouteDecision {
  /** Answer with this response instead of the server's. */
  fulfill?: ProxiedResponse;
  /** Abort the request. */
  abort?: boolean;
}

export type RouteMatcher = (url: string) => boolean;
export type RouteHandler = (
  request: ProxiedRequest,
  fetchUpstream: () => Promise<ProxiedResponse>,
) => Promise<RouteDecision>;

export interface ProxyHooks {
  onRequest(request: ProxiedRequest): void;
  onResponse(request: ProxiedRequest, response: ProxiedResponse): void;
  onRequestFailed(request: ProxiedRequest, error: string): void;
  /** A document was served (with an init script of this id). */
  onDocument(docId: string, request: ProxiedRequest): void;
  /** The init script for one document. */
  initScript(docId: string): string;
  /** A report from an init script (console, errors, downloads, document gone). */
  onReport(report: Record<string, unknown>): void;
  /** Whether to strip Content-Security-Policy from responses (test.use({ bypassCSP: true })). */
  bypassCSP(): boolean;
  routes(): readonly { matches: RouteMatcher; handler: RouteHandler }[];
}

function flatHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return flat;
}

/** Playwright's resource types, from Sec-Fetch-Dest (WebKitGTK sends it). */
function resourceType(headers: Record<string, string>): string {
  const dest = headers['sec-fetch-dest'] ?? '';
  if (dest === 'document' || dest === 'iframe' || dest === 'frame') return 'document';
  if (dest === 'script' || dest === 'style' || dest === 'image' || dest === 'font') {
    return dest === 'style' ? 'stylesheet' : dest;
  }
  if (dest === 'empty') return 'fetch';
  return 'other';
}

/** The document's first script position: after <head ...>, else after <html ...>, else after the doctype. */
export function injectScript(html: string, tag: string): string {
  for (const pattern of [/<head(\s[^>]*)?>/i, /<html(\s[^>]*)?>/i, /<!doctype[^>]*>/i]) {
    const match = pattern.exec(html);
    if (match)
      return html.slice(0, match.index + match[0].length) + tag + html.slice(match.index + match[0].length);
  }
  return tag + html;
}

function readBody(stream: NodeJS.ReadableStream): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

/** Sends a request to the server it was meant for; buffers the answer. */
export function fetchUpstream(request: ProxiedRequest): Promise<ProxiedResponse> {
  const target = new URL(request.url);
  const headers: Record<string, string> = { ...request.headers, 'accept-encoding': 'identity' };
  delete headers['proxy-connection'];
  return new Promise((resolve, reject) => {
    const upstream = httpRequest(
      {
        host: target.hostname.replace(/^\[|\]$/g, ''),
        port: target.port || 80,
        path: `${target.pathname}${target.search}`,
        method: request.method,
        headers,
      },
      (response) => {
        readBody(response).then(
          (body) =>
            resolve({ status: response.statusCode ?? 502, headers: flatHeaders(response.headers), body }),
          reject,
        );
      },
    );
    upstream.on('error', reject);
    upstream.end(request.body.length > 0 ? request.body : undefined);
  });
}

export interface WorkerProxy {
  port: number;
  close(): Promise<void>;
}

export async function startProxy(hooks: ProxyHooks): Promise<WorkerProxy> {
  const server: Server = createServer((incoming, outgoing) => {
    void handle(incoming, outgoing).catch(() => outgoing.destroy());
  });

  async function handle(
    incoming: import('node:http').IncomingMessage,
    outgoing: import('node:http').ServerResponse,
  ): Promise<void> {
    const host = incoming.headers.host ?? 'localhost';
    const url = /^https?:\/\//.test(incoming.url ?? '')
      ? (incoming.url as string)
      : `http://${host}${incoming.url ?? '/'}`;
    const { pathname, searchParams } = new URL(url);
    const body = await readBody(incoming);
    if (pathname.startsWith(INTERNAL_PREFIX)) {
      const cors = { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-store' };
      if (pathname.endsWith('/init.js')) {
        const script = hooks.initScript(searchParams.get('doc') ?? '');
        outgoing.writeHead(200, { ...cors, 'Content-Type': 'text/javascript; charset=utf-8' }).end(script);
        return;
      }
      try {
        hooks.onReport(JSON.parse(body.toString('utf8')) as Record<string, unknown>);
      } catch {
        // a malformed report is dropped
      }
      outgoing.writeHead(204, cors).end();
      return;
    }
    const request: ProxiedRequest = {
      url,
      method: incoming.method ?? 'GET',
      headers: flatHeaders(incoming.headers),
      body,
      resourceType: '',
    };
    request.resourceType = resourceType(request.headers);
    hooks.onRequest(request);
    let response: ProxiedResponse;
    try {
      const route = [...hooks.routes()].reverse().find((candidate) => candidate.matches(url));
      const decision = route ? await route.handler(request, () => fetchUpstream(request)) : {};
      if (decision.abort) throw new Error('aborted by route');
      response = decision.fulfill ?? (await fetchUpstream(request));
    } catch (error) {
      hooks.onRequestFailed(request, error instanceof Error ? error.message : String(error));
      outgoing.destroy();
      return;
    }
    hooks.onResponse(request, response);
    const headers: Record<string, string> = { ...response.headers };
    delete headers['transfer-encoding'];
    delete headers['content-length'];
    delete headers.connection;
    delete headers['keep-alive'];
    if (hooks.bypassCSP()) {
      delete headers['content-security-policy'];
      delete headers['content-security-policy-report-only'];
    }
    let payload = response.body;
    const isHtml = /text\/html/i.test(headers['content-type'] ?? '');
    if (isHtml && request.resourceType === 'document' && request.method === 'GET') {
      const docId = randomUUID();
      hooks.onDocument(docId, request);
      const tag = `<script src="${INTERNAL_PREFIX}init.js?doc=${docId}"></script>`;
      payload = Buffer.from(injectScript(payload.toString('utf8'), tag), 'utf8');
    }
    headers['content-length'] = String(payload.length);
    outgoing.writeHead(response.status, headers).end(request.method === 'HEAD' ? undefined : payload);
  }

  // Not used by the pages under test, but a proxy must not hang on them: tunnels, WebSocket upgrades.
  server.on('connect', (incoming, socket, head) => {
    const [hostname, port] = (incoming.url ?? '').split(/:(?=\d+$)/);
    const upstream = connect(Number(port), hostname ?? '127.0.0.1', () => {
      socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  server.on('upgrade', (incoming, socket, head) => {
    const target = new URL(`http://${incoming.headers.host ?? 'localhost'}`);
    const upstream = connect(Number(target.port || 80), target.hostname, () => {
      const lines = [`${incoming.method} ${incoming.url} HTTP/1.1`];
      for (let index = 0; index < incoming.rawHeaders.length; index += 2)
        lines.push(`${incoming.rawHeaders[index]}: ${incoming.rawHeaders[index + 1]}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
