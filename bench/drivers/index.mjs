// One way to open every engine for the bench: `{ version, via, openPage(url), close(), browser? }`
// (`browser` only where Playwright drives it). Undefined when the engine is not installed here.
import { engineLaunch } from '../../scripts/engines/index.mjs';
import { openPlaywrightEngine } from './playwright.mjs';
import { openWebKitWebDriverEngine } from './webkit-webdriver.mjs';

export async function openEngine(engine) {
  const launch = engineLaunch(engine);
  if (!launch) return undefined;
  return launch.webdriver ? openWebKitWebDriverEngine() : openPlaywrightEngine(launch);
}
