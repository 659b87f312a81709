import { expect, type Page, test } from './engine';
import { urls, waitForEvents } from './support';

/** Every console line of the page and its frames, as text. */
function consoleLines(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message) => lines.push(message.text()));
  return lines;
}

async function openWithPort(page: Page) {
  await page.goto(`${urls().host}pages/auto-height?debug=on`);
  await waitForEvents(page, 'dashboard-loaded');
}

// The host page frames only the tenant; a third-origin frame needs the CSP bypassed.
test.use({ bypassCSP: true });

test('message-port: after ready the host and the embed talk over the port, both ways', async ({ page }) => {
  const lines = consoleLines(page);
  await openWithPort(page);
  // The embed accepted the port: the host logs it (debug), then sends actions on it.
  await expect.poll(() => lines.some((line) => line.includes('svc:event:message-port accepted'))).toBe(true);
  const frame = page.frameLocator('svc-embed iframe');
  await page.locator('svc-embed').evaluate((element) => element.setAttribute('color-scheme', 'dark'));
  await expect(frame.locator('html')).toHaveAttribute('data-scheme', 'dark');
  const sent = lines.findIndex((line) => line.includes('svc:action:set-color-scheme sent'));
  expect(sent).toBeGreaterThan(-1);
  expect(lines[sent + 1]).toBe('target port');
  // An event back (a tab switch) arrives through the port too: none comes as a window message.
  await page.evaluate(() => {
    const store = window as unknown as { navigateByWindow: number };
    store.navigateByWindow = 0;
    window.addEventListener('message', (event) => {
      if ((event.data as { type?: unknown } | null)?.type === 'svc:event:navigate')
        store.navigateByWindow += 1;
    });
  });
  await frame.getByTestId('tab-orders').click();
  await expect.poll(() => lines.some((line) => line.includes('svc:event:navigate accepted'))).toBe(true);
  expect(
    await page.evaluate(() => (window as unknown as { navigateByWindow: number }).navigateByWindow),
  ).toBe(0);
});

test('message-port: a port offered by another window, or a second offer, is refused', async ({ page }) => {
  const lines = consoleLines(page);
  await openWithPort(page);
  await expect.poll(() => lines.some((line) => line.includes('svc:event:message-port accepted'))).toBe(true);

  // A third origin offers a port to the embed: not its parent.
  await page.evaluate((src) => {
    const spoof = document.createElement('iframe');
    spoof.src = src;
    document.body.append(spoof);
  }, `${urls().third}spoof-port.html`);
  await expect
    .poll(() => lines.filter((line) => line.startsWith('[svc-embed] wrong-source')))
    .toHaveLength(1);

  // The parent (host page) offers a second port: one per document.
  await page.evaluate(() => {
    const { port2 } = new MessageChannel();
    const offer = {
      source: 'svc-embed',
      direction: 'action',
      type: 'svc:action:message-port',
      payload: {},
      timestamp: Date.now(),
    };
    const iframe = document.querySelector('svc-embed iframe') as HTMLIFrameElement;
    iframe.contentWindow?.postMessage(offer, '*', [port2]);
  });
  await expect
    .poll(() =>
      lines.filter((line) => line.includes('message-port offer refused: a port was already offered')),
    )
    .toHaveLength(1);
  // The first port still works.
  await page.locator('svc-embed').evaluate((element) => element.setAttribute('color-scheme', 'dark'));
  await expect(page.frameLocator('svc-embed iframe').locator('html')).toHaveAttribute('data-scheme', 'dark');
});
