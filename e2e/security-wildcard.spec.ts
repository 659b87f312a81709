// Security round 3 in the browser (item 10): a browser parses `*` in a host into `%2A`, so a wildcard
// tenantUrl or hostOrigins entry must be refused on the string as written, in every engine.
import { expect, test } from './engine';
import { type ScriptTagSite, startScriptTagSite } from './script-tag-server';

let site: ScriptTagSite;
test.beforeAll(async () => {
  site = await startScriptTagSite();
});
test.afterAll(async () => {
  await site.close();
});

const WILDCARDS = [
  'https://*.example.com',
  'https://%2A.example.com',
  'https://%2a.example.com',
  'https://app-*.example.com',
];

test('the host refuses a wildcard tenantUrl', async ({ page }) => {
  await page.goto(`${site.url}iife.html`);
  const outcomes = await page.evaluate((tenantUrls) => {
    const { EmbedController } = window.SvcEmbed as {
      EmbedController: new (options: object) => { destroy(): void };
    };
    return tenantUrls.map((tenantUrl) => {
      try {
        new EmbedController({
          tenantUrl,
          surface: 'dashboard',
          publicId: 'p',
          container: document.body,
        }).destroy();
        return 'constructed';
      } catch (error) {
        return (error as Error).message;
      }
    });
  }, WILDCARDS);
  for (const outcome of outcomes) expect(outcome).toMatch(/^tenantUrl must not use a wildcard/);
});

test('the embed refuses a wildcard hostOrigins entry, without suggesting a %2A origin', async ({ page }) => {
  await page.goto(`${site.url}esm.html`);
  const outcomes = await page.evaluate(async (origins) => {
    const { EmbedEmitter } = (await import('/dist/browser/embed.js' as string)) as {
      EmbedEmitter: new (options: object) => { destroy(): void };
    };
    return origins.map((origin) => {
      try {
        new EmbedEmitter({ surface: 'dashboard', mode: 'private', hostOrigins: [origin] }).destroy();
        return 'constructed';
      } catch (error) {
        return (error as Error).message;
      }
    });
  }, WILDCARDS);
  for (const outcome of outcomes) {
    expect(outcome).toMatch(/^hostOrigins\[0\] must not use a wildcard/);
    expect(outcome).not.toMatch(/such as "[^"]*(%2a|\*)/i);
  }
});
