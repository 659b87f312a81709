// The three engines every browser suite and benchmark runs in, and how each is launched here.
import { chromiumLaunch } from './chromium.mjs';
import { firefoxLaunch } from './firefox.mjs';
import { webkitDriverKind } from './webkit.mjs';

export const ENGINE_NAMES = ['chromium', 'firefox', 'webkit'];

/** The engines to run: all three, or those named in SVC_ENGINES (comma-separated). */
export function selectedEngines() {
  const named = process.env.SVC_ENGINES?.split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (!named) return ENGINE_NAMES;
  const unknown = named.filter((name) => !ENGINE_NAMES.includes(name));
  if (unknown.length > 0)
    throw new Error(`SVC_ENGINES names ${unknown.join(', ')}; the engines are ${ENGINE_NAMES.join(', ')}`);
  return named;
}

/**
 * How Playwright launches an engine: `{ browserName, channel?, launchOptions }`, `{ webdriver: true }`
 * for WebKitGTK (no Playwright build), or undefined when the engine is not installed.
 * @param {string} engine
 * @returns {{ browserName: 'chromium' | 'firefox' | 'webkit', channel?: string, webdriver?: boolean,
 *   launchOptions: Record<string, unknown> } | undefined}
 */
export function engineLaunch(engine) {
  if (engine === 'chromium') return chromiumLaunch();
  if (engine === 'firefox') return firefoxLaunch();
  const kind = webkitDriverKind();
  if (kind === 'playwright') return { browserName: 'webkit', launchOptions: {} };
  if (kind === 'webdriver') return { browserName: 'webkit', webdriver: true, launchOptions: {} };
  return undefined;
}
