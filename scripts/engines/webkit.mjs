// How every browser run of the project reaches WebKit: Playwright's own build where it is installed,
// else Debian's WebKitGTK (MiniBrowser) through WebKitWebDriver under Xvfb, driven over classic WebDriver.
import { existsSync } from 'node:fs';
import { webkit } from '@playwright/test';

export const WEBKIT_WEBDRIVER = process.env.WEBKIT_WEBDRIVER_PATH ?? '/usr/bin/WebKitWebDriver';

/** 'playwright' (Playwright's own WebKit), 'webdriver' (WebKitGTK), or undefined when neither is installed. */
export function webkitDriverKind() {
  if (existsSync(webkit.executablePath())) return 'playwright';
  if (existsSync(WEBKIT_WEBDRIVER)) return 'webdriver';
  return undefined;
}
