// An engine with a Playwright build or channel (Chromium; Firefox ESR over WebDriver BiDi; Playwright's
// WebKit where it is installed): bench pages are Playwright pages, `window.bench` is called by evaluate.
import { chromium, firefox, webkit } from 'playwright-core';
import { withTimeout } from '../timeout.mjs';

const BROWSER_TYPES = { chromium, firefox, webkit };
const NAMES = { chromium: 'Chromium', firefox: 'Firefox', webkit: 'WebKit (Playwright build)' };

/** @param {{ browserName: 'chromium' | 'firefox' | 'webkit', channel?: string, launchOptions: object }} launch */
export async function openPlaywrightEngine(launch) {
  const browser = await BROWSER_TYPES[launch.browserName].launch({
    ...(launch.channel ? { channel: launch.channel } : {}),
    ...launch.launchOptions,
    headless: true,
  });
  const context = await browser.newContext();
  return {
    browser,
    version: `${NAMES[launch.browserName]} ${browser.version()}`,
    via: launch.channel ? `Playwright, ${launch.channel} channel over WebDriver BiDi` : 'Playwright',
    /** Opens a bench page; `call(method, args, what)` runs `window.bench[method](...args)` in it. */
    async openPage(url) {
      const page = await context.newPage();
      page.on('pageerror', (error) => console.error(`[${url}] page error: ${error.message}`));
      await page.goto(url);
      await page.waitForFunction(() => 'bench' in window, null, { timeout: 10_000 });
      return {
        call: (method, args, what) =>
          withTimeout(
            page.evaluate(([name, values]) => window.bench[name](...values), [method, args]),
            120,
            what,
          ),
        close: () => page.close(),
      };
    },
    close: () => browser.close(),
  };
}
