import { expect, type Page, test } from './engine';
import { urls } from './support';

interface LazyStats {
  mints: number;
  ready: number;
  failed: string[];
}

const stats = (page: Page) =>
  page.evaluate(() => ({
    ...(window as unknown as { lazyStats: LazyStats }).lazyStats,
    iframes: document.querySelectorAll('iframe').length,
  }));

// Ten lazy embeds, two in view: two mints, two iframes, both ready; scrolling two more into view
// opens those two, and nothing else.
for (const kind of ['EmbedController with lazyLoad()', '<svc-embed loading="lazy">']) {
  test(`${kind}: a page of 10 lazy embeds with 2 in view mints 2 sessions and creates 2 iframes`, async ({
    page,
  }) => {
    const query = kind.startsWith('<') ? '?element' : '';
    await page.goto(`${urls().host}pages/lazy${query}`);
    await expect.poll(async () => (await stats(page)).ready).toBe(2);
    expect(await stats(page)).toEqual({ mints: 2, ready: 2, failed: [], iframes: 2 });

    await page.evaluate(() => {
      const { lazyHeight } = window as unknown as { lazyHeight: number };
      window.scrollTo(0, lazyHeight * 2);
    });
    await expect.poll(async () => (await stats(page)).ready).toBe(4);
    expect(await stats(page)).toEqual({ mints: 4, ready: 4, failed: [], iframes: 4 });
  });
}
