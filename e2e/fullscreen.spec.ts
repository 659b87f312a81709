import { expect, test } from './engine';
import { urls, waitForEvents } from './support';

interface FullscreenProbe {
  fullscreenResult?: string;
  /** `requestFullscreen` and `exitFullscreen` of `@svc/embed/host`, set by the page. */
  svcFullscreen: Record<'requestFullscreen' | 'exitFullscreen', (controller: unknown) => Promise<void>>;
}

// The host's fullscreen feature: from a click (a user gesture) the embed's iframe takes the screen,
// and exitFullscreen(controller) gives it back.
test('requestFullscreen(controller) from a click puts the embed iframe in fullscreen; exitFullscreen(controller) leaves', async ({
  page,
}) => {
  await page.goto(`${urls().host}pages/auto-height?autoHeight=off`);
  await waitForEvents(page, 'ready');
  await page.evaluate(() => {
    const button = document.createElement('button');
    button.id = 'go-fullscreen';
    button.textContent = 'Fullscreen';
    button.addEventListener('click', () => {
      const element = document.querySelector('svc-embed') as unknown as { controller: unknown };
      const probe = window as unknown as FullscreenProbe;
      probe.svcFullscreen.requestFullscreen(element.controller).then(
        () => {
          probe.fullscreenResult = document.fullscreenElement?.tagName ?? 'none';
        },
        (error: { code?: string }) => {
          probe.fullscreenResult = `refused: ${error.code}`;
        },
      );
    });
    document.body.prepend(button);
  });
  await page.locator('#go-fullscreen').click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as FullscreenProbe).fullscreenResult))
    .toBe('IFRAME');
  await page.evaluate(async () => {
    const element = document.querySelector('svc-embed') as unknown as { controller: unknown };
    await (window as unknown as FullscreenProbe).svcFullscreen.exitFullscreen(element.controller);
  });
  await expect.poll(() => page.evaluate(() => document.fullscreenElement === null)).toBe(true);
});
