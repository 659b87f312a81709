// Security round 3 in the browser: content sized in viewport units settles (item 4), and a flood of
// content-size messages writes the iframe height at most once per animation frame (item 5).
import { expect, type Frame, type Page, test } from './engine';
import { frameIn, runFrames, urls, waitForEvents } from './support';

const iframeHeight = (page: Page) =>
  page.locator('svc-embed iframe').evaluate((iframe) => Math.round(iframe.getBoundingClientRect().height));

async function openAutoHeight(page: Page): Promise<Frame> {
  await page.goto(`${urls().host}pages/auto-height`);
  await waitForEvents(page, 'dashboard-loaded');
  return frameIn(page);
}

for (const height of ['calc(100vh - 10px)', '50vh']) {
  test(`autoHeight: content of ${height} settles at a stable height instead of collapsing`, async ({
    page,
  }) => {
    const frame = await openAutoHeight(page);
    const before = await iframeHeight(page);
    await frame.evaluate((css) => {
      const only = document.createElement('div');
      only.style.height = css;
      document.body.style.margin = '0';
      document.body.replaceChildren(only);
    }, height);
    await expect.poll(() => iframeHeight(page)).not.toBe(before);
    await runFrames(frame, 30);
    const settled = await iframeHeight(page);
    await runFrames(frame, 60);
    expect(await iframeHeight(page)).toBe(settled);
    // One step of the content's own rule, not a collapse to a few pixels.
    expect(settled).toBeGreaterThanOrEqual(Math.floor(before / 2) - 10);
  });
}

test('autoHeight: a flood of content-size messages writes the iframe height once per frame, the last wins', async ({
  page,
}) => {
  // An embed that announces content-size and, when asked, swings its reported height: 1,000 sizes in
  // one task, then 640 px. It reports nothing else, so the last size is the one the test sent.
  await page.route(/\/embed\/dashboard\//, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><body><script>
        const envelope = (type, payload) => ({ source: 'svc-embed', direction: 'event', type, payload,
          timestamp: Date.now(), surface: 'dashboard' });
        addEventListener('message', (event) => {
          if (event.data !== 'test:flood') return;
          for (let i = 0; i < 1000; i++)
            parent.postMessage(envelope('svc:event:content-size', { height: i % 2 ? 300 : 900, width: 800 }), '*');
          parent.postMessage(envelope('svc:event:content-size', { height: 640, width: 800 }), '*');
        });
        parent.postMessage(envelope('svc:event:ready', { embedTenant: null, deploymentId: null, mode: 'signed',
          surface: 'dashboard', protocolVersion: 1, extensions: 'content-size' }), '*');
      </script></body>`,
    }),
  );
  await page.goto(`${urls().host}pages/auto-height?messagePort=off`);
  await waitForEvents(page, 'ready');
  await runFrames(page, 10);
  await page.locator('svc-embed iframe').evaluate((iframe) => {
    const store = window as unknown as { heightWrites: number; frames: number };
    store.heightWrites = 0;
    store.frames = 0;
    new MutationObserver((records) => {
      store.heightWrites += records.length;
    }).observe(iframe, { attributes: true, attributeFilter: ['style'] });
    const countFrame = () => {
      store.frames += 1;
      requestAnimationFrame(countFrame);
    };
    requestAnimationFrame(countFrame);
    (iframe as HTMLIFrameElement).contentWindow?.postMessage('test:flood', '*');
  });
  await expect.poll(() => iframeHeight(page)).toBe(640);
  await runFrames(page, 5);
  const { heightWrites, frames } = await page.evaluate(() => {
    const store = window as unknown as { heightWrites: number; frames: number };
    return { heightWrites: store.heightWrites, frames: store.frames };
  });
  // 1,001 messages, but never more writes than animation frames (the flood spans a few of them).
  expect(heightWrites).toBeGreaterThan(0);
  expect(heightWrites).toBeLessThanOrEqual(frames);
  expect(heightWrites).toBeLessThan(20);
  expect(await iframeHeight(page)).toBe(640);
});
