import { fileURLToPath } from 'node:url';
import type { Demo } from '../examples/demo';
import { expect, test } from './engine';
import { embed, eventsNamed, loggedEvents, waitForEvents } from './support';

// A second demo whose dashboard holds back `ready` (the sandbox's readyDelayMs); the suite's own tenant
// stays undelayed. Far longer than the test runs, so only the fake clock's jump can let it pass.
const DASHBOARD_DELAY_MS = 20_000;
let slow: Demo;

test.beforeAll(async () => {
  // The built demo, as global setup starts it; a variable keeps tsc from resolving a build output.
  const builtDemo = '../.demo/demo.js';
  const { startDemo } = (await import(builtDemo)) as typeof import('../examples/demo');
  slow = await startDemo({
    sandboxPort: 0,
    hostPort: 0,
    pagesDir: fileURLToPath(new URL('../.demo/pages/', import.meta.url)),
    readyDelayMs: { dashboard: DASHBOARD_DELAY_MS },
  });
});

test.afterAll(async () => {
  await slow?.close();
});

test('a delayed dashboard renders at once and says ready only once its delay has passed', async ({
  page,
}) => {
  await page.clock.install();
  // A page with one <svc-embed> dashboard that logs its events. On the demo page, WebKit's stand-in
  // failed to jump the clock through its frames before the embed's ready ("no such window").
  await page.goto(`${slow.hostUrl}pages/auto-height?autoHeight=off&messagePort=off`);
  const dashboard = page.frameLocator('svc-embed iframe');
  // The dashboard is up and says why it is silent...
  await expect(dashboard.getByTestId('notice')).toContainText(`ready held back ${DASHBOARD_DELAY_MS} ms`);
  await expect(dashboard.getByTestId('tab-orders')).toBeVisible();
  // ...while the host still waits for it.
  expect(await eventsNamed(page, 'ready')).toEqual([]);
  // The fake clock also flows in real time: half the delay leaves a margin for a slow test; both halves
  // put it past the delay of a timer set after the clock was installed, and short of the host's 30 s timeout.
  await page.clock.fastForward(DASHBOARD_DELAY_MS / 2);
  await expect(dashboard.getByTestId('tab-orders')).toBeVisible();
  expect(await eventsNamed(page, 'ready')).toEqual([]);

  await page.clock.fastForward(DASHBOARD_DELAY_MS / 2);
  await waitForEvents(page, 'ready');
  // What the surface sent meanwhile waited in its queue and follows `ready`.
  await waitForEvents(page, 'dashboard-loaded');
  const names = (await loggedEvents(page)).map((event) => event.name);
  expect(names.slice(0, 2)).toEqual(['ready', 'dashboard-loaded']);
});

test('a delay for the dashboard leaves the chat surface as fast as ever', async ({ page }) => {
  await page.clock.install();
  await page.goto(`${slow.hostUrl}?surface=chat`);
  // No jump of the clock: the chat's ready comes by itself.
  await expect(page.locator('#ready-status')).toHaveText(/^ready/);
  await expect(embed(page).getByTestId('notice')).not.toContainText('ready held back');
});
