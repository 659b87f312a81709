/**
 * The driver seam: every spec imports `test` and `expect` from here, never from '@playwright/test', so
 * the same scenario files run in Chromium, Firefox and WebKit. Where an engine has no Playwright build
 * (WebKitGTK here), the `page` fixture is a WebDriver-backed stand-in with the same methods.
 */
import { test as base, expect as baseExpect } from '@playwright/test';
import { engineSkipReason } from './engine-skips';

export interface EngineOptions {
  /** 'chromium', 'firefox' or 'webkit'. */
  engine: string;
  /** True when the engine is driven over classic WebDriver instead of a Playwright build. */
  webdriver: boolean;
}

export const test = base.extend<{ engineSkip: undefined } & EngineOptions>({
  engine: ['chromium', { option: true }],
  webdriver: [false, { option: true }],
  engineSkip: [
    async ({ engine }, use, testInfo) => {
      const reason = engineSkipReason(engine, testInfo.file, testInfo.title);
      testInfo.skip(reason !== undefined, `${engine}: ${reason}`);
      await use(undefined);
    },
    { auto: true },
  ],
});

export const expect = baseExpect;
export type { Frame, FrameLocator, Locator, Page, Request, Response } from '@playwright/test';
