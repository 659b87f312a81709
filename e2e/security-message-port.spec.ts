// Security round 3 in the browser: no action waits for a port that is never accepted (item 2), an iframe
// that navigates away leaves the port (item 8), a frame of the tenant origin cannot forge the port
// offer or an action (item 9).
import { expect, type Page, test } from './engine';
import { eventsNamed, frameIn, urls, waitForEvents } from './support';

/** Every console line of the page and its frames, as text. */
function consoleLines(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message) => lines.push(message.text()));
  return lines;
}

const acceptedPort = (lines: string[]) =>
  lines.filter((line) => line.includes('svc:event:message-port accepted'));

test('an offered port that is never accepted holds nothing: actions go at once as window messages, to each document', async ({
  page,
}) => {
  // An embed that sends a nonce (a port is offered) but never accepts the port, and logs what it receives.
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
          protocolVersion: 1, extensions: 'message-port', 'message-port': { nonce: 'nonce-of-' + doc } };
        const sayReady = () => parent.postMessage({ source: 'svc-embed', direction: 'event',
          type: 'svc:event:ready', payload: ready, timestamp: Date.now(), surface: 'dashboard' }, '*');
        // The first document says ready when the test asks; the second at once.
        if (doc === 'second') sayReady();
        else addEventListener('message', (event) => event.data === 'test:say-ready' && sayReady());
      </script></body>`,
    }),
  );
  const lines = consoleLines(page);
  await page.goto(`${urls().host}pages/auto-height`);
  // In one task after ready (the port offer goes out in the task that handled it): well inside the 1 s
  // the host waits for an acceptance, whatever the driver's round trips cost.
  await page.locator('svc-embed').evaluate(async (element) => {
    const host = element as HTMLElement & {
      controller: {
        ready: Promise<unknown>;
        navigate(path: string): void;
        setSession(id: string): void;
        iframe: HTMLIFrameElement;
      } | null;
    };
    while (!host.controller?.iframe.contentWindow) await new Promise((resolve) => setTimeout(resolve, 5));
    const { controller } = host;
    // The fake embed may still be loading: ask until it answers.
    const asking = setInterval(() => controller.iframe.contentWindow?.postMessage('test:say-ready', '*'), 20);
    await controller.ready;
    clearInterval(asking);
    controller.navigate('/embed/dashboard/first');
    controller.setSession('next-session-id');
  });
  // Not held for the port: the first document, which was offered one, gets them as window messages.
  await expect.poll(() => lines).toContain('fake embed first got svc:action:navigate');
  await expect.poll(() => lines).toContain('fake embed first got svc:action:set-session');
  const first = lines.filter((line) => line.startsWith('fake embed first got svc:'));
  expect(first.slice(0, 3)).toEqual([
    'fake embed first got svc:action:message-port',
    'fake embed first got svc:action:navigate',
    'fake embed first got svc:action:set-session',
  ]);
  // The iframe reloads before accepting: its second document is offered a port of its own, and
  // what is sent now reaches it.
  await page.locator('svc-embed').evaluate((element) => {
    const { controller } = element as HTMLElement & {
      controller: { iframe: HTMLIFrameElement; navigate(path: string): void };
    };
    const { iframe } = controller;
    iframe.addEventListener(
      'load',
      () => setTimeout(() => controller.navigate('/embed/dashboard/second'), 50),
      {
        once: true,
      },
    );
    iframe.setAttribute('src', iframe.src);
  });
  await expect.poll(() => lines).toContain('fake embed second got svc:action:message-port');
  await expect.poll(() => lines).toContain('fake embed second got svc:action:navigate');
});

// The host page's frame-src would stop the navigation (and, in Firefox, the iframe's load event with it).
test.describe('with the page CSP bypassed', () => {
  test.use({ bypassCSP: true });

  test('an iframe navigated to another origin drops the port: a diagnostic, then window messages', async ({
    page,
  }) => {
    const lines = consoleLines(page);
    await page.goto(`${urls().host}pages/auto-height?debug=on`);
    await waitForEvents(page, 'dashboard-loaded');
    await expect.poll(() => acceptedPort(lines)).toHaveLength(1);
    // The tenant page leaves for a third origin: no ready will come from there.
    await (await frameIn(page)).evaluate((url) => {
      location.href = url;
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
  const sibling = await frameIn(page, '#sibling');
  await expect.poll(() => sibling.evaluate(() => document.readyState)).toBe('complete');
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
    const forge = (data: object, ports: MessagePort[] = []) => {
      let forged: MessageEvent;
      try {
        forged = new target.MessageEvent('message', {
          data,
          origin: hostOrigin,
          source: target.parent,
          ports,
        });
      } catch {
        // Firefox refuses a window of another origin as an event's source: there is nothing to dispatch.
        return;
      }
      target.dispatchEvent(forged);
    };
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
