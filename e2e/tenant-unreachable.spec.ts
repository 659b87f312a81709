import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { expect, type Page, test } from './engine';
import { type ScriptTagSite, startScriptTagSite } from './script-tag-server';
import { urls } from './support';

// A page with no CSP of its own (the script-tag site), so that its request to the tenant origin is
// allowed: a tenant that is not running fails fast with its own code; a tenant that refuses to be
// framed keeps the ready timeout and its framing words.
let site: ScriptTagSite;
test.beforeAll(async () => {
  site = await startScriptTagSite();
});
test.afterAll(async () => {
  await site.close();
});

/** A port on 127.0.0.1 that nothing listens on: bound by the OS, then closed. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface Outcome {
  code: string;
  message: string;
  ms: number;
}

/** Opens a controller (or an `<svc-embed>`) at `tenantUrl` on the page; what its `ready` failed with. */
function openAt(page: Page, tenantUrl: string, via: 'controller' | 'element', readyTimeoutMs: number) {
  return page.evaluate(
    ([url, kind, timeout]) => {
      const { EmbedController, defineSvcEmbed } = (
        window as unknown as { SvcEmbed: typeof import('../src/script-tag/global') }
      ).SvcEmbed;
      const started = performance.now();
      const done = (error: { code: string; message: string }) => ({
        code: error.code,
        message: error.message,
        ms: performance.now() - started,
      });
      const options = { tenantUrl: url, surface: 'dashboard', publicId: 'sales-overview' } as const;
      if (kind === 'controller') {
        const container = document.body.appendChild(document.createElement('div'));
        const controller = new EmbedController({ ...options, container, readyTimeoutMs: timeout });
        return controller.ready.then(() => ({ code: 'ready', message: '', ms: 0 }), done);
      }
      defineSvcEmbed();
      const element = document.createElement('svc-embed');
      element.setAttribute('tenant-url', url);
      element.setAttribute('surface', options.surface);
      element.setAttribute('public-id', options.publicId);
      element.setAttribute('ready-timeout-ms', String(timeout));
      return new Promise<Outcome>((resolve) => {
        element.addEventListener('svc-embed-error', (event) =>
          resolve(done((event as CustomEvent<{ code: string; message: string }>).detail)),
        );
        document.body.append(element);
      });
    },
    [tenantUrl, via, readyTimeoutMs] as const,
  ) as Promise<Outcome>;
}

for (const via of ['controller', 'element'] as const) {
  test(`${via}: a tenant that is not running fails with tenant-unreachable within 3 s`, async ({ page }) => {
    const tenant = `http://127.0.0.1:${await closedPort()}`;
    await page.goto(`${site.url}iife.html`);
    const outcome = await openAt(page, tenant, via, 30_000);
    expect(outcome).toMatchObject({
      code: 'tenant-unreachable',
      message: expect.stringContaining(`could not reach ${tenant}`),
    });
    expect(outcome.ms).toBeLessThan(3_000);
  });
}

test('a tenant that refuses to be framed keeps the ready timeout and its framing words', async ({ page }) => {
  // The demo's tenant allows only the demo host page's origin, not the script-tag site's.
  const tenant = new URL(urls().tenant).origin;
  await page.goto(`${site.url}iife.html`);
  const outcome = await openAt(page, tenant, 'controller', 4_000);
  expect(outcome.code).toBe('ready-timeout');
  expect(outcome.message).toContain('frame-ancestors');
  expect(outcome.message).not.toContain('could not reach');
});
