/**
 * The driver seam: every spec imports `test` and `expect` from here, never from '@playwright/test', so
 * the same scenario files run in Chromium, Firefox and WebKit. Where an engine has no Playwright build
 * (WebKitGTK here), the `page` fixture is a WebDriver-backed stand-in with the same methods.
 */
import { type Browser, test as base, expect as baseExpect, type Page } from '@playwright/test';
import { engineSkipReason } from './engine-skips';
import { webDriverMatchers } from './webdriver/matchers';
import { WebDriverPage } from './webdriver/page';

export interface EngineOptions {
  /** 'chromium', 'firefox' or 'webkit'. */
  engine: string;
  /** True when the engine is driven over classic WebDriver instead of a Playwright build. */
  webdriver: boolean;
}

/** Options fixed when a browser starts, for what some drivers cannot change per page. */
export interface EngineWorkerOptions {
  /**
   * The system colour scheme the browser starts with (`prefers-color-scheme` under 'auto'). Playwright's
   * `colorScheme` sets it per page where the driver can; Firefox ESR's BiDi driver cannot, so in Firefox
   * it is also a preference of the browser (set at the top of a spec file, it gets its own browser).
   */
  systemColorScheme: 'light' | 'dark';
}

/**
 * In WebDriver mode the worker's `browser` is a stub whose one page is the WebDriver stand-in
 * (e2e/webdriver/), so Playwright's own context and page fixtures hand that out and no Playwright
 * browser is launched. Otherwise it is Playwright's browser, launched the way Playwright's own
 * `browser` fixture does: an override cannot fall back to that fixture only sometimes (a fixture's
 * dependencies are fixed), and depending on it would launch a WebKit that is not installed.
 */
function stubBrowser(page: WebDriverPage): Browser {
  const context = {
    newPage: async () => page,
    pages: () => [page],
    on: () => context,
    close: async () => {
      page.removeAllListeners();
    },
  };
  return { _connection: {}, newContext: async () => context, close: async () => {} } as unknown as Browser;
}

export const test = base.extend<
  { engineSkip: undefined; engine: string },
  EngineWorkerOptions & { webdriver: boolean }
>({
  engine: ['chromium', { option: true }],
  webdriver: [false, { option: true, scope: 'worker' }],
  systemColorScheme: ['light', { scope: 'worker', option: true }],
  browser: [
    async ({ webdriver, playwright, browserName, connectOptions }, use) => {
      if (webdriver) {
        const { page, close } = await WebDriverPage.start();
        await use(stubBrowser(page));
        await close();
        return;
      }
      const browser = connectOptions
        ? await playwright[browserName].connect(connectOptions.wsEndpoint, connectOptions)
        : await playwright[browserName].launch();
      await use(browser);
      await browser.close({ reason: 'Test ended.' });
    },
    { scope: 'worker', timeout: 0 },
  ],
  page: async ({ page, webdriver, bypassCSP, channel, colorScheme }, use) => {
    // A fresh page state per test: blank document, no listeners, routes, init scripts or clock.
    if (webdriver)
      await (page as unknown as WebDriverPage).reset({
        bypassCSP,
        colorScheme: colorScheme === 'dark' ? 'dark' : 'light',
      });
    else if (bypassCSP && channel === 'moz-firefox') await dropTopLevelPolicies(page);
    await use(page as Page);
  },
  launchOptions: [
    async ({ launchOptions, systemColorScheme, browserName }, use) => {
      if (browserName !== 'firefox') return use(launchOptions);
      // Firefox: 0 dark, 1 light.
      const override = systemColorScheme === 'dark' ? 0 : 1;
      await use({
        ...launchOptions,
        firefoxUserPrefs: {
          ...launchOptions.firefoxUserPrefs,
          'layout.css.prefers-color-scheme.content-override': override,
        },
      });
    },
    { scope: 'worker' },
  ],
  engineSkip: [
    async ({ engine }, use, testInfo) => {
      const reason = engineSkipReason(engine, testInfo.file, testInfo.title);
      testInfo.skip(reason !== undefined, reason);
      await use(undefined);
    },
    { auto: true },
  ],
});

/**
 * `bypassCSP` where the driver has no such switch (Firefox over WebDriver BiDi): the CSP header of
 * every top-level document is dropped on its way in, so a test can add frames the page's policy
 * would refuse. Frames keep theirs (the tenant's `frame-ancestors` among them).
 */
async function dropTopLevelPolicies(page: Page): Promise<void> {
  await page.route('**/*', async (route) => {
    const request = route.request();
    if (!request.isNavigationRequest() || request.frame().parentFrame() !== null) return route.fallback();
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers['content-security-policy'];
    await route.fulfill({ response, headers });
  });
}

export const expect = baseExpect.extend(webDriverMatchers);
export type { Frame, FrameLocator, Locator, Page, Request, Response } from '@playwright/test';
