/**
 * The driver seam: every spec imports `test` and `expect` from here, never from '@playwright/test', so
 * the same scenario files run in Chromium, Firefox and WebKit. Where an engine has no Playwright build
 * (WebKitGTK here), the `page` fixture is a WebDriver-backed stand-in. Either way a spec sees the page
 * as a `DriverPage` (e2e/driver-page.ts): what both satisfy by type, so a spec that calls what the
 * stand-in lacks does not type-check.
 */
import {
  type Browser,
  type BrowserContextOptions,
  test as base,
  expect as baseExpect,
  type Page,
  type PlaywrightTestArgs,
  type PlaywrightTestOptions,
  type PlaywrightWorkerArgs,
  type PlaywrightWorkerOptions,
  type TestType,
} from '@playwright/test';
import type { DriverPage } from './driver-page';
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

/** The worker's browser: a Playwright browser, or the WebDriver stand-in's one page (reset per test). */
type EngineBrowser = { playwright: Browser } | { webDriver: WebDriverPage };

/**
 * Playwright's test without its `browser`, `context`, `page` and `mount` fixtures (a type annotation the
 * compiler checks, not a cast): the `page` below replaces Playwright's with one that does not go through
 * a Playwright browser, and a spec cannot reach a Playwright browser or context that WebKit over
 * WebDriver has no counterpart for. Those fixtures are never set up, so no Playwright WebKit launches.
 */
const playwrightTest: TestType<
  Omit<PlaywrightTestArgs, 'context' | 'page' | 'mount'> & PlaywrightTestOptions,
  Omit<PlaywrightWorkerArgs, 'browser'> & PlaywrightWorkerOptions
> = base;

export const test = playwrightTest.extend<
  { engineSkip: undefined; engine: string; page: DriverPage; contextOptionsInUse: BrowserContextOptions },
  EngineWorkerOptions & { webdriver: boolean; engineBrowser: EngineBrowser }
>({
  engine: ['chromium', { option: true }],
  webdriver: [false, { option: true, scope: 'worker' }],
  systemColorScheme: ['light', { scope: 'worker', option: true }],
  engineBrowser: [
    async ({ webdriver, playwright, browserName, connectOptions }, use) => {
      if (webdriver) {
        const { page, close } = await WebDriverPage.start();
        await use({ webDriver: page });
        await close();
        return;
      }
      // Launched the way Playwright's own `browser` fixture does (its launch options are the defaults).
      const browser = connectOptions
        ? await playwright[browserName].connect(connectOptions.wsEndpoint, connectOptions)
        : await playwright[browserName].launch();
      await use({ playwright: browser });
      await browser.close({ reason: 'Test ended.' });
    },
    { scope: 'worker', timeout: 0 },
  ],
  // Playwright's context options, gathered the way its own `context` fixture does (its defaults and
  // every `test.use` option), for the context the page below opens.
  contextOptionsInUse: async (
    {
      contextOptions,
      acceptDownloads,
      bypassCSP,
      colorScheme,
      contrast,
      deviceScaleFactor,
      extraHTTPHeaders,
      forcedColors,
      geolocation,
      hasTouch,
      httpCredentials,
      ignoreHTTPSErrors,
      isMobile,
      javaScriptEnabled,
      locale,
      offline,
      permissions,
      proxy,
      reducedMotion,
      screen,
      storageState,
      timezoneId,
      userAgent,
      viewport,
      baseURL,
      serviceWorkers,
    },
    use,
  ) => {
    const options: BrowserContextOptions = {
      acceptDownloads,
      bypassCSP,
      colorScheme,
      contrast,
      deviceScaleFactor,
      extraHTTPHeaders,
      forcedColors,
      geolocation,
      hasTouch,
      httpCredentials,
      ignoreHTTPSErrors,
      isMobile,
      javaScriptEnabled,
      locale,
      offline,
      permissions,
      proxy,
      reducedMotion,
      screen,
      storageState,
      timezoneId,
      userAgent,
      viewport,
      baseURL,
      serviceWorkers,
    };
    const defined = Object.entries(options).filter(([, value]) => value !== undefined);
    await use({ ...contextOptions, ...Object.fromEntries(defined) });
  },
  // A fresh page state per test: blank document, no listeners, routes, init scripts or clock.
  page: async ({ engineBrowser, contextOptionsInUse, channel }, use) => {
    if ('webDriver' in engineBrowser) {
      const { bypassCSP, colorScheme } = contextOptionsInUse;
      await engineBrowser.webDriver.reset({
        bypassCSP: bypassCSP === true,
        colorScheme: colorScheme === 'dark' ? 'dark' : 'light',
      });
      await use(engineBrowser.webDriver);
      engineBrowser.webDriver.removeAllListeners();
      return;
    }
    const context = await engineBrowser.playwright.newContext(contextOptionsInUse);
    const page = await context.newPage();
    if (contextOptionsInUse.bypassCSP && channel === 'moz-firefox') await dropTopLevelPolicies(page);
    await use(page);
    await context.close({ reason: 'Test ended.' });
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
export type * from './driver-page';
/** The names the specs use for the seam's types. */
export type {
  DriverFrame as Frame,
  DriverFrameLocator as FrameLocator,
  DriverLocator as Locator,
  DriverPage as Page,
  DriverRequest as Request,
  DriverResponse as Response,
} from './driver-page';
