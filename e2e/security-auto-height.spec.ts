// Security round 3 in the browser: content sized in viewport units settles (item 4), and a flood of
// content-size messages writes the iframe height at most once per animation frame (item 5).
import { expect, type Frame, type Page, test } from './engine';
import { urls, waitForEvents } from './support';

async function embedFrame(page: Page): Promise<Frame> {
  const frame = await (await page.locator('svc-embed iframe').elementHandle())?.contentFrame();
  if (!frame) throw new Error('no embed frame');
  return frame;
}

const iframeHeight = (page: Page) =>
  page.locator('svc-embed iframe').evaluate((iframe) => Math.round(iframe.getBoundingClientRect().height));

/** Lets a document run `count` animation frames. */
async function runFrames(target: Page | Frame, count: number): Promise<void> {
  await target.evaluate(
    (frames) =>
      new Promise<void>((resolve) => {
        let left = frames;
        const next = () => (--left <= 0 ? resolve() : requestAnimationFrame(next));
        requestAnimationFrame(next);
      }),
    count,
  );
}

async function openAutoHeight(page: Page): Promise<Frame> {
  await page.goto(`${urls().host}pages/auto-height`);
  await waitForEvents(page, 'dashboard-loaded');
  return embedFrame(page);
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
  // A tenant page that announces content-size and reports nothing on its own: only the flood moves the height.
  await page.route(/\/embed\/dashboard\//, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><body><script>
        const ready = { embedTenant: null, deploymentId: null, mode: 'signed', surface: 'dashboard',
          protocolVersion: 1, extensions: 'content-size' };
        parent.postMessage({ source: 'svc-embed', direction: 'event', type: 'svc:event:ready', payload: ready,
          timestamp: Date.now(), surface: 'dashboard' }, '*');
      </script></body>`,
    }),
  );
  await page.goto(`${urls().host}pages/auto-height`);
  await waitForEvents(page, 'ready');
  const frame = await embedFrame(page);
  await page.locator('svc-embed iframe').evaluate((iframe) => {
    const store = window as unknown as { heightWrites: number; frames: number };
    store.heightWrites = 0;
    store.frames = 0;
    new MutationObserver((records) => {
      store.heightWrites += records.length;
    }).observe(iframe, { attributes: true, attributeFilter: ['style'] });
    const tick = () => {
      store.frames += 1;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  // A tenant page swinging its height: 1,000 sizes in one task, then 640 px.
  await frame.evaluate(() => {
    const envelope = (height: number) => ({
      source: 'svc-embed',
      direction: 'event',
      type: 'svc:event:content-size',
      payload: { height, width: 800 },
      timestamp: Date.now(),
      surface: 'dashboard',
    });
    for (let i = 0; i < 1000; i++) parent.postMessage(envelope(i % 2 ? 300 : 900), '*');
    parent.postMessage(envelope(640), '*');
  });
  await expect.poll(() => iframeHeight(page)).toBe(640);
  await runFrames(page, 5);
  const { heightWrites, frames } = await page.evaluate(() => {
    const store = window as unknown as { heightWrites: number; frames: number };
    return { heightWrites: store.heightWrites, frames: store.frames };
  });
  // The messages may be spread over several frames (Firefox delivers them between frames): at most
  // one write in each, never one per message.
  expect(heightWrites).toBeLessThanOrEqual(frames);
  expect(heightWrites).toBeLessThan(50);
  expect(await iframeHeight(page)).toBe(640);
});
