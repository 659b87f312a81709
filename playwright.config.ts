import { defineConfig, type PlaywrightTestConfig, type Project } from '@playwright/test';
import type { EngineOptions } from './e2e/engine';
import { FIREFOX_BIDI_TEST_PREFS } from './scripts/engines/firefox.mjs';
import { engineLaunch, selectedEngines } from './scripts/engines/index.mjs';

const LEAKS = /leaks\.spec\.ts/;

/** One browser project and one leak project per engine; the same spec files run in each. */
function engineProjects(engine: string): Project<EngineOptions>[] {
  const launch = engineLaunch(engine);
  if (!launch)
    throw new Error(
      `${engine} is not installed: run \`node scripts/engines/install.mjs\` (Debian packages) or pick engines with SVC_ENGINES`,
    );
  const use = {
    engine,
    webdriver: Boolean(launch.webdriver),
    browserName: launch.browserName,
    ...(launch.channel ? { channel: launch.channel } : {}),
    launchOptions:
      launch.channel === 'moz-firefox'
        ? { ...launch.launchOptions, firefoxUserPrefs: FIREFOX_BIDI_TEST_PREFS }
        : launch.launchOptions,
  } as Project<EngineOptions>['use'];
  return [
    { name: engine, testIgnore: LEAKS, use },
    // The 10,000-cycle leak run keeps a core busy for most of a minute; it runs after every engine's
    // other browser tests so it does not starve them.
    { name: `${engine}-leaks`, testMatch: LEAKS, use, dependencies: selectedEngines() },
  ];
}

const config: PlaywrightTestConfig<EngineOptions> = {
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  // Artifacts in their own folder: Playwright empties outputDir, and test-results/ holds the unit report too.
  outputDir: 'test-results/e2e-artifacts',
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  timeout: 30_000,
  // A hang guard, not a timing goal: CI shares two cores between the browsers, the servers and the test runner.
  expect: { timeout: 10_000 },
  projects: selectedEngines().flatMap(engineProjects),
  use: { trace: 'retain-on-failure' },
};

export default defineConfig(config);
