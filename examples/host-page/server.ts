import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { hostRefusal, servedHosts } from '../../packages/sandbox/server/host-check';
import { HttpError, readJsonBody, sendJson } from '../../packages/sandbox/server/http-io';
import {
  createLimitedServer,
  resolveServerLimits,
  type ServerLimits,
} from '../../packages/sandbox/server/server-limits';
import { createSessionClient } from '../../src/server';

export interface HostPageOptions {
  /** The tenant (sandbox) base URL; the browser embeds from it, the backend mints on it. */
  tenantUrl: string;
  /** Kept on this server: it signs session requests and never reaches the browser. */
  apiKey: string;
  /** Built page assets: host-page.js, host-page.css. */
  assetsDir: string;
  port?: number;
  host?: string;
  deploymentId?: number;
  publicId?: string;
  /** Extra pages (browser tests of the framework wrappers): `/pages/<name>` runs `<pagesDir>/<name>.js`. */
  pagesDir?: string;
  /** Timeouts and the connection cap, as the sandbox's; each has a default. */
  limits?: Partial<ServerLimits>;
  /** The tenant's token lifetime, shown by the page's session panel (the page never sees the token). */
  tokenTtlMs?: number;
}

export interface HostPage {
  url: string;
  origin: string;
  close(): Promise<void>;
}

const PAGE_PATH = /^\/pages\/([a-z0-9-]{1,40})(\.js)?$/;

const ASSET_TYPES = new Map([
  ['host-page.js', 'text/javascript; charset=utf-8'],
  ['host-page.css', 'text/css; charset=utf-8'],
  ['favicon.svg', 'image/svg+xml'],
]);

/** The example host application: a page that embeds a dashboard and a backend that mints sessions. */
export async function startHostPage(options: HostPageOptions): Promise<HostPage> {
  const { tenantUrl, apiKey, assetsDir, deploymentId = 42, publicId = 'sales-overview' } = options;
  const sessions = createSessionClient({ baseUrl: tenantUrl, apiKey });
  const tenantOrigin = new URL(tenantUrl).origin;
  const boundHost = options.host ?? 'localhost';
  // Known once listening: the port is part of every name and origin this server answers to.
  let hosts: ReadonlySet<string> = new Set();

  const server = createLimitedServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (response.headersSent) {
        response.destroy();
        return;
      }
      const status = error instanceof HttpError ? error.status : 500;
      // Answered before the body was read: the connection cannot carry another request.
      if (!request.complete) response.setHeader('Connection', 'close');
      // SessionApiError messages never hold the API key; anything else stays on the server.
      const message = error instanceof Error && status !== 500 ? error.message : errorText(error);
      sendJson(response, status, { error: message });
    });
  }, resolveServerLimits(options.limits));

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const refusal = hostRefusal(request, hosts);
    if (refusal !== null) throw new HttpError(421, refusal);
    // The raw path, as the sandbox's router reads it: `new URL` throws on a target such as `//`.
    const pathname = (request.url ?? '').split(/[?#]/, 1)[0] ?? '';
    if (pathname === '/api/embed-session') return mintForPage(request, response);
    if (request.method !== 'GET') throw new HttpError(405, 'use GET');
    if (pathname === '/') return sendPage(response, '/assets/host-page.js');
    const page = PAGE_PATH.exec(pathname);
    if (page?.[1] && options.pagesDir) {
      if (!page[2]) return sendPage(response, `/pages/${page[1]}.js`);
      // Read before any header is written: a missing page is a 404, not a second writeHead.
      const script = await readExisting(join(options.pagesDir, `${page[1]}.js`));
      return sendBody(response, 'text/javascript; charset=utf-8', script);
    }
    const asset = pathname.startsWith('/assets/') ? pathname.slice('/assets/'.length) : '';
    const type = ASSET_TYPES.get(asset);
    if (!type) throw new HttpError(404, 'not found');
    return sendBody(response, type, await readExisting(join(assetsDir, asset)));
  }

  /** Only this page's own scripts may mint: same origin, JSON (a cross-site form or text/plain POST is CSRF). */
  async function mintForPage(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (request.method !== 'POST') throw new HttpError(405, 'use POST');
    const origin = request.headers.origin;
    if (origin === undefined || !hosts.has(originHost(origin))) {
      throw new HttpError(403, 'only this page may mint sessions: the Origin header must be its own origin');
    }
    const mediaType = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
    if (mediaType !== 'application/json') throw new HttpError(415, 'Content-Type must be application/json');
    const dashboard = requestedDashboard(await readJsonBody(request)) ?? publicId;
    // A real app would check its own user here (and that they may see this dashboard), and pass
    // their id and groups. The session opens this dashboard only.
    const { sessionId } = await sessions.generateSession({
      deploymentId,
      externalId: 'demo-user',
      publicDashboardId: dashboard,
      embedTenantName: 'demo-tenant',
      userProfile: { displayName: 'Demo User' },
    });
    sendJson(response, 200, { sessionId });
  }

  function sendPage(response: ServerResponse, script: string): void {
    const config = JSON.stringify({
      tenantUrl,
      publicId,
      deploymentId,
      tokenTtlMs: options.tokenTtlMs,
    }).replaceAll('<', '\\u003c');
    response.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': hostPagePolicy(tenantOrigin),
    });
    response.end(`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>@svc/embed example host page</title>
<link rel="stylesheet" href="/assets/host-page.css">
<link rel="icon" href="/assets/favicon.svg" type="image/svg+xml">
<script type="application/json" id="host-config">${config}</script>
<script type="module" src="${script}"></script>
</head>
<body></body>
</html>`);
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 4200, boundHost, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  hosts = servedHosts(boundHost, port);
  const origin = `http://${boundHost.includes(':') ? `[${boundHost}]` : boundHost}:${port}`;
  return {
    url: `${origin}/`,
    origin,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const DASHBOARD_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** `{ "publicId": "<dashboard>" }` asks for a session of that dashboard; `{}`, the page's own. */
function requestedDashboard(body: unknown): string | undefined {
  const requested = (body as { publicId?: unknown } | null)?.publicId;
  if (requested === undefined) return undefined;
  if (typeof requested === 'string' && DASHBOARD_ID.test(requested)) return requested;
  throw new HttpError(400, 'publicId must be a dashboard id: 1 to 64 letters, digits, - or _');
}

/** `host:port` of an http origin, lowercased; `''` for anything else (`null`, other schemes). */
function originHost(origin: string): string {
  try {
    const url = new URL(origin);
    if (url.protocol !== 'http:' || url.origin !== origin) return '';
    return `${url.hostname}:${url.port || '80'}`.toLowerCase();
  } catch {
    return '';
  }
}

async function readExisting(path: string): Promise<Buffer> {
  try {
    return await readFile(path);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'ENOENT' || code === 'EISDIR') throw new HttpError(404, 'not found');
    throw error;
  }
}

function sendBody(response: ServerResponse, type: string, body: Buffer): void {
  response.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-store' });
  response.end(body);
}

function errorText(error: unknown): string {
  return error instanceof Error && error.name === 'SessionApiError' ? error.message : 'internal error';
}

/**
 * The host page's CSP: its own scripts and styles only, and frames of the tenant. `blob:` in
 * `frame-src` lets an export inside the embed download: Firefox and WebKit check the embed's
 * navigation to its `blob:` file against the parent's `frame-src` (Chromium does not). The tenant in
 * `connect-src` lets the controller ask whether a silent local tenant runs at all (`tenant-unreachable`).
 */
function hostPagePolicy(tenantOrigin: string): string {
  return `default-src 'self'; script-src 'self'; style-src 'self'; frame-src ${tenantOrigin} blob:; connect-src 'self' ${tenantOrigin}; base-uri 'none'; form-action 'none'`;
}
