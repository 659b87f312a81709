// How every browser run of the project launches Chromium: Debian's build where it is installed
// (test tools cannot download browsers here), else Playwright's own; flags for a closed network.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

export function chromiumExecutablePath() {
  return process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
}

/** Playwright launch settings for Chromium, or undefined when neither build is installed. */
export function chromiumLaunch() {
  const executablePath = chromiumExecutablePath();
  if (!executablePath && !existsSync(chromium.executablePath())) return undefined;
  return { browserName: 'chromium', launchOptions: { executablePath, args: CHROMIUM_ARGS } };
}
