import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { type SandboxOptions, startSandbox } from '../packages/sandbox/server';
import { freePort } from './free-port';
import { startHostPage } from './host-page/server';

export interface DemoOptions {
  /** Tenant sandbox port on 127.0.0.1; 0 picks a free one. */
  sandboxPort?: number;
  /** Host page port on localhost (another origin); 0 picks a free one. */
  hostPort?: number;
  tokenTtlMs?: number;
  apiKey?: string;
  /** Extra pages served by the sandbox under /fixtures/ (browser tests). */
  fixturesDir?: string;
  /** Extra host pages under /pages/<name> (browser tests of the wrappers). */
  pagesDir?: string;
  /** More origins the sandbox lets frame its embeds, besides the demo's host page (your own app). */
  extraAllowedOrigins?: readonly string[];
  /** The sandbox's surfaces hold back `ready` this long (a slow dashboard: benchmarks, browser tests). */
  readyDelayMs?: SandboxOptions['readyDelayMs'];
}

export interface Demo {
  hostUrl: string;
  tenantUrl: string;
  apiKey: string;
  /** The origins the sandbox lets frame its embeds. */
  allowedOrigins: readonly string[];
  close(): Promise<void>;
}

// Built by scripts/build-demo.mjs: .demo/demo.js, .demo/host-page/assets, packages/sandbox/dist/assets.
const SURFACE_ASSETS = fileURLToPath(new URL('../packages/sandbox/dist/assets/', import.meta.url));
const HOST_PAGE_ASSETS = fileURLToPath(new URL('./host-page/assets/', import.meta.url));

/** The sandbox tenant on 127.0.0.1 and the example host page on localhost: two real origins. */
export async function startDemo(options: DemoOptions = {}): Promise<Demo> {
  const apiKey = options.apiKey ?? `dev_${randomBytes(24).toString('base64url')}`;
  const hostPort = options.hostPort || (await freePort('localhost'));
  const allowedOrigins = [`http://localhost:${hostPort}`, ...(options.extraAllowedOrigins ?? [])];
  const sandbox = await startSandbox({
    port: options.sandboxPort,
    host: '127.0.0.1',
    apiKey,
    allowedOrigins,
    tokenTtlMs: options.tokenTtlMs,
    readyDelayMs: options.readyDelayMs,
    assetsDir: SURFACE_ASSETS,
    fixturesDir: options.fixturesDir,
    // The host page offers ?private=1: its surfaces read the data API without a session token.
    allowPrivate: true,
  });
  const hostPage = await startHostPage({
    tenantUrl: sandbox.url,
    apiKey,
    assetsDir: HOST_PAGE_ASSETS,
    port: hostPort,
    pagesDir: options.pagesDir,
    tokenTtlMs: options.tokenTtlMs,
  });
  return {
    hostUrl: hostPage.url,
    tenantUrl: sandbox.url,
    apiKey,
    allowedOrigins,
    close: async () => {
      await Promise.all([hostPage.close(), sandbox.close()]);
    },
  };
}
