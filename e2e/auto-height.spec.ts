import { expect, type Frame, type Page, test } from './engine';
import { eventsNamed, frameIn, runFrames, urls, waitForEvents } from './support';

/** The embed document's height as the content-size extension measures it (CSS px). */
async function documentHeight(frame: Frame): Promise<number> {
  return frame.evaluate(() =>
    Math.ceil(Math.max(document.documentElement.getBoundingClientRect().height, document.body.scrollHeight)),
  );
}

async function iframeHeight(page: Page): Promise<number> {
  return page.locator('svc-embed iframe').evaluate((iframe) => iframe.getBoundingClientRect().height);
}

/** Waits (Playwright polling) until the iframe is as tall as its document, ±2 px; returns the ms it took. */
async function expectSized(page: Page, frame: Frame): Promise<number> {
  const started = Date.now();
  await expect
    .poll(async () => Math.abs((await iframeHeight(page)) - (await documentHeight(frame))), {
      intervals: [10],
    })
    .toBeLessThanOrEqual(2);
  return Date.now() - started;
}

test('autoHeight: the iframe takes its document height after load and after a tab switch', async ({
  page,
}) => {
  await page.goto(`${urls().host}pages/auto-height`);
  await waitForEvents(page, 'dashboard-loaded');
  const frame = await frameIn(page);
  const afterLoad = await expectSized(page, frame);
  const loadedHeight = await iframeHeight(page);
  expect(loadedHeight).not.toBe(480);

  // Timed in the browser (Date.now() in both documents), so the driver's round trips do not count:
  // the tab's click in the embed, and the first change of the iframe's style in the host page.
  await frame.evaluate(() => {
    const stamps = window as unknown as { clickedAt: number };
    document.addEventListener('click', () => (stamps.clickedAt = Date.now()), { capture: true, once: true });
  });
  await page.locator('svc-embed iframe').evaluate((iframe) => {
    const stamps = window as unknown as { resizedAt: number };
    const observer = new MutationObserver(() => {
      stamps.resizedAt = Date.now();
      observer.disconnect();
    });
    observer.observe(iframe, { attributes: true, attributeFilter: ['style'] });
  });
  await page.frameLocator('svc-embed iframe').getByTestId('tab-orders').click();
  const afterTab = await expectSized(page, frame);
  expect(await iframeHeight(page)).not.toBe(loadedHeight);
  const clickedAt = await frame.evaluate(() => (window as unknown as { clickedAt: number }).clickedAt);
  const resizedAt = await page.evaluate(() => (window as unknown as { resizedAt: number }).resizedAt);
  // Reported, not asserted (no wall-clock assertions): the target is 200 ms.
  console.log(
    `auto-height timing (${test.info().project.name}): sized ${afterLoad} ms after dashboard-loaded, ${afterTab} ms after the tab switch as the test saw it, ${resizedAt - clickedAt} ms from the click to the new height in the browser (${loadedHeight} -> ${await iframeHeight(page)} px)`,
  );
  expect(await eventsNamed(page, 'diagnostic')).toEqual([]);
});

test('autoHeight: a 100vh element settles and stays (no feedback loop)', async ({ page }) => {
  await page.goto(`${urls().host}pages/auto-height`);
  await waitForEvents(page, 'dashboard-loaded');
  const frame = await frameIn(page);
  await expectSized(page, frame);
  const before = await iframeHeight(page);
  await frame.evaluate(() => {
    const tall = document.createElement('div');
    tall.id = 'tall';
    tall.style.height = '100vh';
    document.body.append(tall);
  });
  // The element's height reaches the host through a message and a layout: wait for the growth itself.
  await expect.poll(() => iframeHeight(page)).toBeGreaterThan(before);
  await runFrames(frame, 10);
  const settled = await iframeHeight(page);
  // The content before plus one viewport of the height before, never more.
  expect(settled).toBeLessThanOrEqual(2 * before + 2);
  await runFrames(frame, 60);
  expect(await iframeHeight(page)).toBe(settled);
});

test('autoHeight with an embed that does not announce content-size: default size, one diagnostic', async ({
  page,
}) => {
  // An older embed: its ready carries no protocolVersion and no extensions.
  await page.route(/\/embed\/dashboard\//, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><body style="height:3000px"><script>
        const ready = { embedTenant: null, deploymentId: null, mode: 'private', surface: 'dashboard' };
        parent.postMessage({ source: 'svc-embed', direction: 'event', type: 'svc:event:ready', payload: ready,
          timestamp: Date.now(), surface: 'dashboard' }, '*');
      </script></body>`,
    }),
  );
  await page.goto(`${urls().host}pages/auto-height`);
  await waitForEvents(page, 'ready');
  const diagnostics = await waitForEvents(page, 'diagnostic');
  expect(diagnostics.map((d) => d.payload.reason)).toEqual(['extension-refused']);
  expect(await iframeHeight(page)).toBe(480);
});

test('the demo page: the Height switch to Auto sizes the iframe to the dashboard', async ({ page }) => {
  await page.goto(urls().host);
  await page.getByRole('link', { name: 'Auto' }).click();
  await expect(page).toHaveURL(/autoHeight=1/);
  await waitForEvents(page, 'dashboard-loaded');
  const handle = await page.locator('#main-embed').elementHandle();
  const frame = await handle?.contentFrame();
  if (!frame) throw new Error('no embed frame');
  await expect
    .poll(
      async () =>
        Math.abs(
          (await page.locator('#main-embed').evaluate((iframe) => iframe.getBoundingClientRect().height)) -
            (await documentHeight(frame)),
        ),
      { intervals: [10] },
    )
    .toBeLessThanOrEqual(2);
});
