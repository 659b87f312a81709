import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutablePath } from './scripts/chromium.mjs';

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  // Artifacts in their own folder: Playwright empties outputDir, and test-results/ holds the unit report too.
  outputDir: 'test-results/e2e-artifacts',
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  timeout: 30_000,
  // A hang guard, not a timing goal: CI shares two cores between Chromium, the servers and the test runner.
  expect: { timeout: 10_000 },
  // The 10,000-cycle leak run keeps a core busy for most of a minute; it runs after the other browser
  // tests so it does not starve them.
  projects: [
    { name: 'browser', testIgnore: /leaks\.spec\.ts/ },
    { name: 'leaks', testMatch: /leaks\.spec\.ts/, dependencies: ['browser'] },
  ],
  use: {
    browserName: 'chromium',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumExecutablePath(), args: CHROMIUM_ARGS },
  },
});
