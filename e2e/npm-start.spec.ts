import { type ChildProcess, spawn } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { freePort } from '../examples/free-port';
import { embed } from './support';

let demo: ChildProcess | undefined;
test.afterEach(() => {
  demo?.kill('SIGTERM');
});

// `npm start` is `npm run build && node .demo/start-demo.js`; global setup already built, so this
// runs the same launcher on free ports and screenshots what a newcomer sees.
test('npm start serves the host page with a live embedded dashboard', async ({ page }, testInfo) => {
  // Two node processes start cold here; on a loaded CI machine their first responses took seconds.
  test.setTimeout(60_000);
  const env = {
    ...process.env,
    SANDBOX_PORT: String(await freePort('127.0.0.1')),
    HOST_PORT: String(await freePort('localhost')),
  };
  demo = spawn(process.execPath, ['.demo/start-demo.js'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const hostUrl = await new Promise<string>((resolve, reject) => {
    let output = '';
    demo?.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /open the host page:\s+(\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    demo?.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    demo?.once('exit', (code) => reject(new Error(`start-demo exited with ${code}: ${output}`)));
  });
  expect(hostUrl).toBe(`http://localhost:${env.HOST_PORT}/`);
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto(hostUrl);
  await expect(page.locator('#ready-status')).toHaveText('ready (signed)', { timeout: 30_000 });
  await expect(embed(page).getByTestId('revenue-chart')).toBeVisible();
  await expect(embed(page).getByTestId('session-status')).toHaveText('active');
  await expect(page.locator('#event-log li[data-event="dashboard-loaded"]')).toHaveCount(1);
  const screenshot = testInfo.outputPath('npm-start.png');
  await page.screenshot({ path: screenshot });
  await page.screenshot({ path: 'test-results/npm-start.png' });
  await testInfo.attach('npm start', { path: screenshot, contentType: 'image/png' });
});
