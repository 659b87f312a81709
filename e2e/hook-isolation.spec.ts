import { expect, type Page, test } from './engine';
import type { HookLog } from './pages/hook-isolation.page';
import { urls } from './support';

const hookLog = (page: Page) => page.evaluate(() => window.hookLog as HookLog);

test('extension hooks that throw: ready resolves, the queue and later actions go once each, the app gets its events, one diagnostic per throw naming the extension and hook', async ({
  page,
}) => {
  await page.goto(`${urls().host}pages/hook-isolation`);
  await expect.poll(async () => (await hookLog(page)).ready).toBe(true);
  await expect.poll(async () => (await hookLog(page)).views.length).toBeGreaterThan(0);
  await expect.poll(async () => (await hookLog(page)).sent).toContain('svc:action:set-locale');

  await page.evaluate(() => window.hookController.navigate('/embed/d/42/app/workbook/130'));
  await expect.poll(async () => (await hookLog(page)).views).toContain('/embed/d/42/app/workbook/130');

  const log = await hookLog(page);
  expect(log.errors).toEqual([]);
  expect(log.sent.filter((type) => type === 'svc:action:set-locale')).toHaveLength(1);
  expect(log.sent.filter((type) => type === 'svc:action:navigate')).toHaveLength(1);
  const messages = new Set(log.diagnostics.map(({ reason, message }) => `${reason} ${message}`));
  expect([...messages].sort()).toEqual(
    [
      'extension "broken": hook "setup" threw: Error: setup failed',
      'extension "thrower": hook "event" threw: Error: event failed',
      'extension "thrower": hook "load" threw: Error: load failed',
      'extension "thrower": hook "openAt" threw: Error: openAt failed',
      'extension "thrower": hook "ready" threw: Error: ready failed',
      'extension "thrower": hook "send" threw: Error: send failed',
    ].map((message) => `handler-threw ${message}`),
  );
});
