import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { type Sandbox, startSandbox } from '../packages/sandbox/server';
import { createSessionClient } from '../src/server';

const PAGES = fileURLToPath(new URL('./script-tag-pages/', import.meta.url));
const BROWSER_BUILD = fileURLToPath(new URL('../dist/browser/', import.meta.url));
const SURFACE_ASSETS = fileURLToPath(new URL('../packages/sandbox/dist/assets/', import.meta.url));
const PAGE = /^\/([a-z-]{1,40})\.html$/;
const BUILT_FILE = /^\/dist\/browser\/([a-z.-]{1,40}\.js)$/;
const README = fileURLToPath(new URL('../README.md', import.meta.url));

export interface ScriptTagSite {
  /** The page server's base URL (localhost), e.g. `http://localhost:5123/`. */
  url: string;
  close(): Promise<void>;
}

/**
 * A plain static site, the way a page without a bundler is hosted: HTML pages (e2e/script-tag-pages)
 * whose `{{tenantUrl}}` and `{{integrity:<file>}}` are filled in (with `?integrity=readme`, every
 * integrity value is the README's placeholder instead), the built dist/browser files, and a mint route. Its own sandbox tenant (127.0.0.1) allows exactly this site's origin.
 */
export async function startScriptTagSite(): Promise<ScriptTagSite> {
  const apiKey = `dev_${randomBytes(24).toString('base64url')}`;
  let sandbox: Sandbox | undefined;
  const server = createServer((request, response) => {
    const { pathname, searchParams } = new URL(request.url ?? '/', 'http://site.invalid');
    const pinning = searchParams.get('integrity') === 'readme' ? 'readme' : 'build';
    serve(request.method ?? 'GET', pathname, pinning, response).catch((error: unknown) => {
      response.writeHead(500).end(error instanceof Error ? error.message : 'internal error');
    });
  });

  async function serve(
    method: string,
    pathname: string,
    pinning: 'build' | 'readme',
    response: ServerResponse,
  ): Promise<void> {
    if (!sandbox) throw new Error('the sandbox is not started yet');
    if (method === 'POST' && pathname === '/api/embed-session') {
      const sessions = createSessionClient({ baseUrl: sandbox.url, apiKey });
      const { sessionId } = await sessions.generateSession({
        deploymentId: 42,
        externalId: 'script-tag-user',
        publicDashboardId: 'sales-overview',
        embedTenantName: 'demo-tenant',
      });
      send(response, 'application/json', JSON.stringify({ sessionId }));
      return;
    }
    const page = PAGE.exec(pathname)?.[1];
    if (method === 'GET' && page) {
      const template = await readFile(`${PAGES}${page}.html`, 'utf8');
      const integrity = JSON.parse(await readFile(`${BROWSER_BUILD}sri.json`, 'utf8')) as Record<
        string,
        string
      >;
      const placeholder = pinning === 'readme' ? await readmeIntegrityPlaceholder() : undefined;
      const html = template
        .replaceAll('{{tenantUrl}}', sandbox.url)
        .replace(/\{\{integrity:([a-z.-]+)\}\}/g, (_match, file: string) => {
          // A browser ignores an integrity value it cannot parse: a missing hash must fail the page.
          const hash = placeholder ?? integrity[file];
          if (!hash) throw new Error(`dist/browser/sri.json has no hash for ${file}`);
          return hash;
        });
      send(response, 'text/html; charset=utf-8', html);
      return;
    }
    const built = BUILT_FILE.exec(pathname)?.[1];
    if (method === 'GET' && built) {
      send(response, 'text/javascript; charset=utf-8', await readFile(`${BROWSER_BUILD}${built}`));
      return;
    }
    response.writeHead(404).end();
  }

  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  sandbox = await startSandbox({ port: 0, apiKey, allowedOrigins: [origin], assetsDir: SURFACE_ASSETS });
  const started = sandbox;
  return {
    url: `${origin}/`,
    close: async () => {
      server.closeAllConnections();
      await Promise.all([new Promise((resolve) => server.close(resolve)), started.close()]);
    },
  };
}

/** The one integrity value the README's script-tag examples show, which a reader must replace. */
export async function readmeIntegrityPlaceholder(): Promise<string> {
  const values = new Set(
    [...(await readFile(README, 'utf8')).matchAll(/"(sha(?:256|384|512)-[^"]*)"/g)].map((m) => m[1] ?? ''),
  );
  const [value, ...others] = values;
  if (value === undefined || others.length > 0)
    throw new Error(`the README shows ${values.size} different integrity values, not one placeholder`);
  return value;
}

function send(response: ServerResponse, type: string, body: string | Buffer): void {
  response.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-store' });
  response.end(body);
}
