import { fileURLToPath } from 'node:url';
import type { FullConfig } from '@playwright/test';
import { buildBrowser } from '../scripts/build-browser.mjs';
import { buildDemo } from '../scripts/build-demo.mjs';
import { startThirdOrigin } from './third-origin';

/**
 * Builds the surfaces and the host page, then starts the sandbox tenant (127.0.0.1), the example
 * host page (localhost) and a third origin for spoofing tests. URLs reach the tests through env.
 */
export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  await Promise.all([buildDemo(), buildBrowser()]);
  // The built demo, the very code `npm start` runs; a variable keeps tsc from resolving a build output.
  const builtDemo = '../.demo/demo.js';
  const { startDemo } = (await import(builtDemo)) as typeof import('../examples/demo');
  const demo = await startDemo({
    sandboxPort: 0,
    hostPort: 0,
    fixturesDir: fileURLToPath(new URL('./fixtures/', import.meta.url)),
    pagesDir: fileURLToPath(new URL('../.demo/pages/', import.meta.url)),
  });
  const third = await startThirdOrigin(fileURLToPath(new URL('./fixtures/', import.meta.url)));
  process.env.E2E_HOST_URL = demo.hostUrl;
  process.env.E2E_TENANT_URL = demo.tenantUrl;
  process.env.E2E_THIRD_URL = third.url;
  process.env.E2E_API_KEY = demo.apiKey;
  return async () => {
    await Promise.all([demo.close(), third.close()]);
  };
}
