/**
 * The driver seam: every spec imports `test` and `expect` from here, never from '@playwright/test', so
 * the same scenario files run in Chromium, Firefox and WebKit. Where an engine has no Playwright build
 * (WebKitGTK here), the `page` fixture is a WebDriver-backed stand-in with the same methods.
 */
import { test as base, expect as baseExpect, type Page } from '@playwright/test';
import { engineSkipReason } from './engine-skips';

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
   * `colorScheme` sets it per page where the driver can; Firefox ESR's BiDi driver cannot, so there it
   * is a preference of the browser (a describe block with `test.use` gets its own browser).
   */
  systemColorScheme: 'light' | 'dark';
}

export const test = base.extend<{ engineSkip: undefined } & EngineOptions, EngineWorkerOptions>({
  engine: ['chromium', { option: true }],
  webdriver: [false, { option: true }],
  systemColorScheme: ['light', { scope: 'worker', option: true }],
  page: async ({ page, bypassCSP, channel }, use) => {
    if (bypassCSP && channel === 'moz-firefox') await dropTopLevelPolicies(page);
    await use(page);
  },
  launchOptions: [
    async ({ launchOptions, systemColorScheme }, use) => {
      const prefs = launchOptions.firefoxUserPrefs;
      if (!prefs) return use(launchOptions);
      // Firefox: 0 dark, 1 light.
      const override = systemColorScheme === 'dark' ? 0 : 1;
      await use({
        ...launchOptions,
        firefoxUserPrefs: { ...prefs, 'layout.css.prefers-color-scheme.content-override': override },
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

export const expect = baseExpect;
export type { Frame, FrameLocator, Locator, Page, Request, Response } from '@playwright/test';
