// How every browser run of the project launches Chromium: Debian's build where it is installed
// (test tools cannot download browsers here), else Playwright's own; flags for a closed network.
import { existsSync } from 'node:fs';

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

/** Playwright launch settings for Chromium. */
export function chromiumLaunch() {
  return {
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumExecutablePath(), args: CHROMIUM_ARGS },
  };
}
