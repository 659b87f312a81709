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
  use: {
    browserName: 'chromium',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumExecutablePath(), args: CHROMIUM_ARGS },
  },
});
