import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
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
]);

/** The example host application: a page that embeds a dashboard and a backend that mints sessions. */
export async function startHostPage(options: HostPageOptions): Promise<HostPage> {
  const { tenantUrl, apiKey, assetsDir, deploymentId = 42, publicId = 'sales-overview' } = options;
  const sessions = createSessionClient({ baseUrl: tenantUrl, apiKey });
  const tenantOrigin = new URL(tenantUrl).origin;

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      sendJson(response, 500, { error: error instanceof Error ? error.message : 'internal error' });
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const { pathname } = new URL(request.url ?? '/', 'http://host.invalid');
    if (pathname === '/api/embed-session') {
      if (request.method !== 'POST') return sendJson(response, 405, { error: 'use POST' });
      // A real app would check its own user here and pass their id and groups.
      const { sessionId } = await sessions.generateSession({
        deploymentId,
        externalId: 'demo-user',
        publicDashboardId: publicId,
        embedTenantName: 'demo-tenant',
        userProfile: { displayName: 'Demo User' },
      });
      return sendJson(response, 200, { sessionId });
    }
    if (request.method !== 'GET') return sendJson(response, 405, { error: 'use GET' });
    if (pathname === '/') return sendPage(response, '/assets/host-page.js');
    const page = PAGE_PATH.exec(pathname);
    if (page?.[1] && options.pagesDir) {
      if (!page[2]) return sendPage(response, `/pages/${page[1]}.js`);
      response.writeHead(200, {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Cache-Control': 'no-store',
      });
      response.end(await readFile(join(options.pagesDir, `${page[1]}.js`)));
      return;
    }
    const asset = pathname.startsWith('/assets/') ? pathname.slice('/assets/'.length) : '';
    const type = ASSET_TYPES.get(asset);
    if (!type) return sendJson(response, 404, { error: 'not found' });
    response.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-store' });
    response.end(await readFile(join(assetsDir, asset)));
  }

  function sendPage(response: ServerResponse, script: string): void {
    const config = JSON.stringify({ tenantUrl, publicId, deploymentId }).replaceAll('<', '\\u003c');
    response.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': `default-src 'self'; script-src 'self'; style-src 'self'; frame-src ${tenantOrigin}; connect-src 'self'; base-uri 'none'; form-action 'none'`,
    });
    response.end(`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>@svc/embed example host page</title>
<link rel="stylesheet" href="/assets/host-page.css">
<script type="application/json" id="host-config">${config}</script>
<script type="module" src="${script}"></script>
</head>
<body></body>
</html>`);
  }

  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 4200, options.host ?? 'localhost', resolve),
  );
  const { port } = server.address() as AddressInfo;
  const origin = `http://${options.host ?? 'localhost'}:${port}`;
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

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
  });
  response.end(JSON.stringify(body));
}
