import { expect, type Page, test } from './engine';
import { embed, eventsNamed, openHostPage, urls } from './support';

/** Adds a frame to the host page next to the embed (scripts of the test are not bound by the page's CSP). */
async function addFrame(page: Page, src: string, sandbox?: string) {
  await page.evaluate(
    ([frameSrc, frameSandbox]) => {
      const frame = document.createElement('iframe');
      if (frameSandbox) frame.setAttribute('sandbox', frameSandbox);
      frame.src = frameSrc as string;
      document.body.append(frame);
    },
    [src, sandbox ?? ''],
  );
}

/**
 * Arms a one-shot `message` listener inside the tenant frame. The embed's own listener was added
 * first, so once this one fires, the embed has already judged that message.
 */
async function armNextMessage(page: Page): Promise<() => Promise<string>> {
  const frame = page.frames().find((candidate) => candidate.url().startsWith(urls().tenant));
  if (!frame) throw new Error('no tenant frame');
  await frame.evaluate(() => {
    const slot = window as unknown as { nextMessage: Promise<string> };
    slot.nextMessage = new Promise((resolve) =>
      addEventListener('message', (event) => resolve(event.origin), { once: true }),
    );
  });
  return () => frame.evaluate(() => (window as unknown as { nextMessage: Promise<string> }).nextMessage);
}

async function expectNoSpoofedEvent(page: Page, diagnostic: string) {
  await expect
    .poll(async () => (await eventsNamed(page, `diagnostic:${diagnostic}`)).length)
    .toBeGreaterThan(0);
  const drilldowns = await eventsNamed(page, 'drilldown');
  expect(drilldowns).toEqual([]);
}

// The example host page frames only the tenant (`frame-src`). A real host may also frame ads or
// widgets from elsewhere; bypassing its CSP lets third-origin frames in, so the library's own checks
// are what is tested.
test.describe('the host ignores valid-looking events', () => {
  test.use({ bypassCSP: true });
  test.beforeEach(async ({ page }) => {
    await openHostPage(page);
  });

  test('from a sibling iframe at the tenant origin', async ({ page }) => {
    await addFrame(page, `${urls().tenant}/fixtures/spoof-event.html`);
    await expectNoSpoofedEvent(page, 'wrong-source');
  });

  test('from the host page posting to itself', async ({ page }) => {
    await page.evaluate(() =>
      window.postMessage(
        {
          source: 'svc-embed',
          direction: 'event',
          type: 'svc:event:drilldown',
          payload: { member: 'spoof.attack' },
          timestamp: Date.now(),
          surface: 'dashboard',
        },
        '*',
      ),
    );
    await expectNoSpoofedEvent(page, 'wrong-source');
  });

  test('from a sandboxed iframe (origin null)', async ({ page }) => {
    await addFrame(page, `${urls().tenant}/fixtures/spoof-event.html`, 'allow-scripts');
    await expectNoSpoofedEvent(page, 'wrong-source');
  });

  test('from a page at a third origin', async ({ page }) => {
    await addFrame(page, `${urls().third}spoof-event.html`);
    await expectNoSpoofedEvent(page, 'wrong-source');
  });

  test('from a third-origin page loaded inside the embed frame itself', async ({ page }) => {
    await page.evaluate((src) => {
      const frame = document.querySelector('#main-embed') as HTMLIFrameElement;
      frame.src = src;
    }, `${urls().third}spoof-event.html`);
    await expectNoSpoofedEvent(page, 'wrong-origin');
  });
});

test.describe('the embed ignores valid-looking actions', () => {
  test.use({ bypassCSP: true });

  test('from a window that is not its parent', async ({ page }) => {
    await openHostPage(page);
    const received = await armNextMessage(page);
    await addFrame(page, `${urls().third}spoof-action.html?target=${encodeURIComponent(urls().tenant)}`);
    expect(await received()).toBe(new URL(urls().third).origin);
    await expect(embed(page).locator('html')).toHaveAttribute('data-scheme', 'light');
    // Control: the same action from the real parent works.
    await page.locator('#color-scheme').selectOption('dark');
    await expect(embed(page).locator('html')).toHaveAttribute('data-scheme', 'dark');
  });

  test('from a window at the host origin that is not its parent', async ({ page }) => {
    await openHostPage(page);
    const received = await armNextMessage(page);
    await page.evaluate((tenant) => {
      // An about:blank frame shares the host's origin; code from its own realm makes it the sender.
      const sibling = document.createElement('iframe');
      document.body.append(sibling);
      const realm = sibling.contentWindow as Window & { Function: FunctionConstructor };
      const post = realm.Function('target', 'action', 'parent.frames[0].postMessage(action, target)');
      post(tenant, {
        source: 'svc-embed',
        direction: 'action',
        type: 'svc:action:set-color-scheme',
        payload: { scheme: 'dark' },
        timestamp: Date.now(),
      });
    }, urls().tenant);
    expect(await received()).toBe(new URL(urls().host).origin);
    await expect(embed(page).locator('html')).toHaveAttribute('data-scheme', 'light');
  });

  test('from a parent at an origin the tenant does not allow', async ({ page }) => {
    const tenant = urls().tenant;
    // frame-ancestors would stop the frame from loading at all; drop it so the embed's own check is tested.
    await page.route(`${tenant}/embed/**`, async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      headers['content-security-policy'] = (headers['content-security-policy'] ?? '').replace(
        /frame-ancestors[^;]*;?/,
        '',
      );
      await route.fulfill({ status: response.status(), headers, body: await response.body() });
    });
    await page.goto(
      `${urls().third}foreign-host.html?src=${encodeURIComponent(`${tenant}/embed/dashboard/sales-overview`)}`,
    );
    const frame = page.frameLocator('#embed');
    await expect(frame.getByTestId('session-status')).toHaveText('private');
    await page.evaluate(
      (target) => (window as unknown as { sendAction(t: string): void }).sendAction(target),
      tenant,
    );
    await page.evaluate(
      (target) => (window as unknown as { sendAction(t: string): void }).sendAction(target),
      tenant,
    );
    await expect(frame.locator('html')).not.toHaveAttribute('data-scheme', 'dark');
    await expect(page.locator('#received li')).toHaveCount(0);
  });
});
