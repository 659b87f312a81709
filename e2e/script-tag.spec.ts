import { expect, test } from './engine';
import { readmeIntegrityPlaceholder, type ScriptTagSite, startScriptTagSite } from './script-tag-server';
import { collectPageErrors, waitForEvents } from './support';

// Pages with no bundler and no import map load the built dist/browser files by URL, pinned by the SRI
// hashes of dist/browser/sri.json (a wrong hash would block the script and the embed never gets ready).
let site: ScriptTagSite;
test.beforeAll(async () => {
  site = await startScriptTagSite();
});
test.afterAll(async () => {
  await site.close();
});

test('a classic <script> of the IIFE build embeds a dashboard through window.SvcEmbed', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto(`${site.url}iife.html`);
  const [ready] = await waitForEvents(page, 'ready');
  expect(ready?.payload).toMatchObject({ mode: 'signed', surface: 'dashboard' });
  await waitForEvents(page, 'dashboard-loaded');
  const [invalid] = await waitForEvents(page, 'invalid-options');
  expect(invalid?.payload).toEqual({
    isEmbedError: true,
    code: 'invalid-options',
    expected: 'invalid-options',
  });
  expect(await page.evaluate(() => Object.keys(window.SvcEmbed as object).sort())).toEqual([
    'EMBED_ERROR_CODES',
    'EMBED_EVENT_NAMES',
    'EmbedController',
    'EmbedError',
    'autoHeight',
    'buildEmbedUrl',
    'debugLog',
    'defineSvcEmbed',
    'exitFullscreen',
    'hideEmbed',
    'lazyLoad',
    'messagePort',
    'preconnect',
    'preloadEmbed',
    'releaseKeptEmbed',
    'requestFullscreen',
    'showEmbed',
    'syncRoute',
  ]);
  expect(errors).toEqual([]);
});

test('a <script type="module"> importing the element build by URL embeds a dashboard', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto(`${site.url}esm.html`);
  const [ready] = await waitForEvents(page, 'ready');
  expect(ready?.payload).toMatchObject({ mode: 'signed', surface: 'dashboard' });
  await waitForEvents(page, 'dashboard-loaded');
  await expect(page.frameLocator('svc-embed iframe').locator('body')).toBeVisible();
  expect(errors).toEqual([]);
});

// A browser runs a script unchecked when it cannot parse its integrity value (Chromium logs a parse
// error): the README's placeholder must be a well-formed sha384 digest, 48 bytes, that matches nothing.
test('the README placeholder is a well-formed sha384 digest', async () => {
  const placeholder = await readmeIntegrityPlaceholder();
  expect(placeholder).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
  expect(Buffer.from(placeholder.slice('sha384-'.length), 'base64')).toHaveLength(48);
});

test('left in a classic <script>, the README placeholder makes the browser refuse the script', async ({
  page,
}) => {
  await page.goto(`${site.url}iife.html?integrity=readme`);
  expect(await page.evaluate(() => document.readyState)).toBe('complete');
  expect(await page.evaluate(() => typeof window.SvcEmbed)).toBe('undefined');
  expect(await page.locator('#embed iframe').count()).toBe(0);
});

test('left in the import map, the README placeholder makes the import fail', async ({ page }) => {
  await page.goto(`${site.url}esm.html?integrity=readme`);
  expect(await page.evaluate(() => document.readyState)).toBe('complete');
  expect(await page.evaluate(() => customElements.get('svc-embed') === undefined)).toBe(true);
  expect(await page.locator('svc-embed iframe').count()).toBe(0);
});

declare global {
  interface Window {
    SvcEmbed?: unknown;
  }
}
