// Security round 3 in the browser: actions held for a port survive a second ready (item 2), an iframe
// that navigates away leaves the port (item 8), a frame of the tenant origin cannot forge the port
// offer or an action (item 9).
import { expect, type Frame, type Page, test } from './engine';

import { eventsNamed, urls, waitForEvents } from './support';

/** Every console line of the page and its frames, as text. */
function consoleLines(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message) => lines.push(message.text()));
  return lines;
}

async function frameOf(page: Page, selector: string): Promise<Frame> {
  const frame = await (await page.locator(selector).elementHandle())?.contentFrame();
  if (!frame) throw new Error(`no frame in ${selector}`);
  return frame;
}

const acceptedPort = (lines: string[]) =>
  lines.filter((line) => line.includes('svc:event:message-port accepted'));

test('actions held for a port that a second ready closed reach the reloaded embed', async ({ page }) => {
  // An embed that announces message-port but never accepts the port, and logs what it receives.
  await page.route(/\/embed\/dashboard\//, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><body><script>
        // The browsing context's name outlives a reload (this frame has no storage).
        const doc = window.name === 'reloaded' ? 'second' : 'first';
        window.name = 'reloaded';
        addEventListener('message', (event) =>
          console.log('fake embed ' + doc + ' got ' + (event.data && event.data.type)));
        const ready = { embedTenant: null, deploymentId: null, mode: 'signed', surface: 'dashboard',
          protocolVersion: 1, extensions: 'message-port' };
        parent.postMessage({ source: 'svc-embed', direction: 'event', type: 'svc:event:ready', payload: ready,
          timestamp: Date.now(), surface: 'dashboard' }, '*');
      </script></body>`,
    }),
  );
  // At the first ready, in the same task as the port offer (so well within its 1 s wait): two
  // actions, which wait for the acceptance, then a reload of the iframe before it accepts.
  await page.addInitScript(() => {
    if (!location.pathname.endsWith('/pages/auto-height')) return;
    let done = false;
    const atReady = (event: Event) => {
      if (done) return;
      done = true;
      const { controller } = event.target as HTMLElement & {
        controller: { iframe: HTMLIFrameElement; navigate(path: string): void; setSession(id: string): void };
      };
      controller.navigate('/embed/dashboard/held');
      controller.setSession('next-session-id');
      const { iframe } = controller;
      iframe.setAttribute('src', iframe.src); // the same address again: a reload
    };
    window.addEventListener('svc-ready', atReady, true);
  });
  const lines = consoleLines(page);
  await page.goto(`${urls().host}pages/auto-height`);
  await expect.poll(() => lines).toContain('fake embed first got svc:action:message-port');
  // The second document says ready and does not accept its port either: after the wait, what was
  // held reaches it as window messages.
  await expect.poll(() => lines).toContain('fake embed second got svc:action:navigate');
  expect(lines).not.toContain('fake embed first got svc:action:navigate');
  await expect.poll(() => lines).toContain('fake embed second got svc:action:set-session');
});

test.describe('an iframe navigated to another origin', () => {
  // The host page's CSP allows frames of the tenant only (frame-src): bypassed, so the iframe really
  // loads the third origin's page (else Chromium shows an error page there, another document as well).
  test.use({ bypassCSP: true });

  test('an iframe navigated to another origin drops the port: a diagnostic, then window messages', async ({
    page,
  }) => {
    const lines = consoleLines(page);
    await page.goto(`${urls().host}pages/auto-height?debug=on`);
    await waitForEvents(page, 'dashboard-loaded');
    await expect.poll(() => acceptedPort(lines)).toHaveLength(1);
    // The iframe is sent to a third origin (its parent may navigate it): no ready will come from there.
    await page.locator('svc-embed iframe').evaluate((iframe, url) => {
      (iframe as HTMLIFrameElement).contentWindow?.location.replace(url);
    }, `${urls().third}gone.html`);
    await expect
      .poll(async () => (await eventsNamed(page, 'diagnostic')).map((d) => String(d.payload.message)))
      .toContainEqual(expect.stringContaining('message-port: the iframe loaded a document'));
    await page.locator('svc-embed').evaluate((element) => element.setAttribute('color-scheme', 'dark'));
    await expect
      .poll(() => lines.findIndex((line) => line.includes('svc:action:set-color-scheme sent')))
      .not.toBe(-1);
    const sent = lines.findIndex((line) => line.includes('svc:action:set-color-scheme sent'));
    // A window message for the tenant origin (the browser delivers it to no other), not the dead port.
    expect(lines[sent + 1]).toBe(`target ${new URL(urls().tenant).origin}`);
  });
});

test('a frame of the tenant origin cannot make the embed take its port or run its action', async ({
  page,
}) => {
  // The host does not offer a port, so the embed (which announces message-port) would take the first one.
  await page.goto(`${urls().host}pages/auto-height?messagePort=off`);
  await waitForEvents(page, 'dashboard-loaded');
  const embed = page.frameLocator('svc-embed iframe');
  await expect(embed.locator('html')).toHaveAttribute('data-scheme', 'light');
  // A sibling frame at the tenant origin: it can script the embed's window.
  await page.evaluate((src) => {
    const sibling = document.createElement('iframe');
    sibling.id = 'sibling';
    sibling.src = src;
    document.body.append(sibling);
  }, new URL('/embed/chat', urls().tenant).href);
  const sibling = await frameOf(page, '#sibling');
  await sibling.waitForLoadState();
  const taken = await sibling.evaluate(async (hostOrigin) => {
    const frames = Array.from({ length: parent.frames.length }, (_, index) => parent.frames[index]);
    const target = frames.find((frame) => {
      try {
        return frame !== window && frame?.location.pathname.startsWith('/embed/dashboard/');
      } catch {
        return false;
      }
    }) as (Window & typeof globalThis) | undefined;
    if (!target) throw new Error('no embed frame found');
    // Built in the embed's own realm, so it passes the plain-object check as a posted message would.
    const envelope = (type: string, payload: object) =>
      target.JSON.parse(
        JSON.stringify({ source: 'svc-embed', direction: 'action', type, payload, timestamp: Date.now() }),
      ) as object;
    const { port1, port2 } = new MessageChannel();
    const received: string[] = [];
    port1.onmessage = (event) => received.push(String(event.data?.type));
    // Message events the sibling makes itself, naming the host page as source and origin.
    const forge = (data: object, ports: MessagePort[] = []) =>
      target.dispatchEvent(
        new target.MessageEvent('message', { data, origin: hostOrigin, source: target.parent, ports }),
      );
    forge(envelope('svc:action:message-port', {}), [port2]);
    forge(envelope('svc:action:set-color-scheme', { scheme: 'dark' }));
    // An acceptance would be posted on the port: give it the time of a few tasks.
    await new Promise((resolve) => setTimeout(resolve, 200));
    return received;
  }, new URL(urls().host).origin);
  expect(taken).toEqual([]);
  await expect(embed.locator('html')).toHaveAttribute('data-scheme', 'light');
  // The real host still drives it.
  await page.locator('svc-embed').evaluate((element) => element.setAttribute('color-scheme', 'dark'));
  await expect(embed.locator('html')).toHaveAttribute('data-scheme', 'dark');
});
