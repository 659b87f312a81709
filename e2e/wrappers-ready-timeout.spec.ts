import { expect, test } from './engine';
import { urls, waitForEvents } from './support';

// An embed that never says `ready` (here its address is refused by the page's own frame-src, as a
// tenant's frame-ancestors would refuse it) is reported the same way by every wrapper.
for (const wrapper of ['react', 'vue', 'element']) {
  test(`${wrapper}: a ready timeout comes out of the wrapper's error channel`, async ({ page }) => {
    const unreachable = encodeURIComponent('http://127.0.0.1:9');
    await page.goto(`${urls().host}pages/${wrapper}?tenantUrl=${unreachable}&readyTimeoutMs=500`);
    const [reported] = await waitForEvents(page, 'embed-error');
    expect(reported?.payload).toMatchObject({ code: 'ready-timeout' });
    expect(reported?.payload).toMatchObject({ message: expect.stringContaining('http://127.0.0.1:9') });
    await expect(page.locator('iframe')).toHaveCount(1);
  });
}
