// How every browser run of the project launches Firefox: Playwright's own build where it is installed,
// else Debian's Firefox ESR over WebDriver BiDi (Playwright's `moz-firefox` channel) through a shim that
// answers the few emulation commands that ESR's driver lacks.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { firefox } from '@playwright/test';

const DEBIAN_FIREFOX = '/usr/bin/firefox-esr';
const SHIM = fileURLToPath(new URL('./firefox-bidi-shim.mjs', import.meta.url));

/** Playwright launch settings for Firefox, or undefined when no Firefox is installed. */
export function firefoxLaunch() {
  if (existsSync(firefox.executablePath())) return { browserName: 'firefox', launchOptions: {} };
  const debian = process.env.FIREFOX_PATH ?? DEBIAN_FIREFOX;
  if (!existsSync(debian)) return undefined;
  return {
    browserName: 'firefox',
    channel: 'moz-firefox',
    launchOptions: { executablePath: SHIM, env: { ...process.env, FIREFOX_PATH: debian } },
  };
}

/**
 * Preferences of the browser tests' Firefox over BiDi: site isolation off, as that driver's clicks
 * do not reach out-of-process frames (origins stay distinct). The bench keeps Firefox's default.
 */
export const FIREFOX_BIDI_TEST_PREFS = { 'fission.autostart': false };
