import { expect, test } from './engine';
import { openHostPage, urls } from './support';

// The controller warms the connection to the tenant: a preconnect (and dns-prefetch) hint for the
// tenant origin, once, in the host page's head.
test('creating a controller adds one preconnect hint for the tenant origin', async ({ page }) => {
  await openHostPage(page);
  const tenant = new URL(urls().tenant).origin;
  const hints = await page.evaluate(() =>
    [...document.head.querySelectorAll('link[rel="preconnect"], link[rel="dns-prefetch"]')].map(
      (link) => `${link.getAttribute('rel')} ${link.getAttribute('href')}`,
    ),
  );
  expect(hints).toEqual([`preconnect ${tenant}`, `dns-prefetch ${tenant}`]);
});
