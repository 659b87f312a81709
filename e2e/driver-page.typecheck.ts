/**
 * Type tests of the browser-test seam, checked by `tsc --noEmit` (never run). Both drivers are a
 * DriverPage; each `@ts-expect-error` line calls something Playwright has and the WebDriver stand-in
 * lacks, so a spec calling it fails type-checking. If one of these lines stops being an error (the seam
 * grew), tsc reports the unused directive: move the line's call out once the stand-in has it too.
 */
import type { Page } from '@playwright/test';
import type { DriverPage } from './driver-page';
import type { expect, test } from './engine';
import type { WebDriverPage } from './webdriver/page';

export const playwrightPage = (page: Page): DriverPage => page;
export const webDriverPage = (page: WebDriverPage): DriverPage => page;

export async function whatTheStandInLacks(page: DriverPage): Promise<void> {
  // @ts-expect-error: no browser context behind the WebDriver stand-in.
  page.context();
  // @ts-expect-error: locators have click() but no dblclick().
  await page.locator('button').dblclick();
  // @ts-expect-error: the keyboard types and presses; it holds no key down.
  await page.keyboard.down('Shift');
  // @ts-expect-error: the mouse clicks at a point; it does not move.
  await page.mouse.move(10, 10);
  // @ts-expect-error: the clock installs and fast-forwards; it does not run timers for a while.
  await page.clock.runFor(1000);
  // @ts-expect-error: a locator evaluates a function, not source text.
  await page.locator('#embed').evaluate('element => element.id');
  // @ts-expect-error: frames evaluate; they have no handles.
  await page.mainFrame().evaluateHandle(() => document);
}

/** A spec gets the seam's page, and no Playwright browser or context (WebKit has none). */
export function specFixtures(specTest: typeof test): void {
  specTest('the page is a DriverPage', async ({ page }) => {
    const driverPage: DriverPage = page;
    // @ts-expect-error: not a Playwright Page.
    const playwright: Page = page;
    void [driverPage, playwright];
  });
  // @ts-expect-error: there is no `context` fixture.
  specTest('no context', async ({ context }) => void context);
  // @ts-expect-error: there is no `browser` fixture.
  specTest('no browser', async ({ browser }) => void browser);
}

/** `expect` offers the stand-in's matchers with the arguments the stand-in understands. */
export async function matchers(check: typeof expect, page: DriverPage): Promise<void> {
  await check(page.locator('#status')).toHaveText(/^ready/, { timeout: 1000 });
  await check(page.locator('iframe')).toHaveAttribute('src', /embed/);
  await check(page).toHaveURL(/host/);
  // @ts-expect-error: one text per locator, not a list of texts.
  await check(page.locator('li')).toHaveText(['a', 'b']);
  // @ts-expect-error: counts are numbers.
  await check(page.locator('li')).toHaveCount('2');
  // @ts-expect-error: no toHaveCSS on the stand-in's locators.
  await check(page.locator('li')).toHaveCSS('color', 'red');
}
