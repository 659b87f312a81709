import { EmbedController, lazyLoad } from '../../src/host';
import { dashboardOptions, iframeCount, MintLog, nextFrame, sleep } from './fast-start-embeds';

export interface LazyCounts {
  embeds: number;
  /** Mints and iframes once the first two (in view) are ready, and after scrolling two more in. */
  atLoad: { mints: number; iframes: number; readyMs: number };
  afterScroll: { mints: number; iframes: number; readyMs: number };
}

/** How long nothing more may happen before the counts are read. */
const SETTLE_MS = 500;

/**
 * A long page: the embeds in pairs, each pair one viewport tall, pairs four viewports apart (far
 * beyond any sane rootMargin), so that two are in view at the top and two more after one scroll.
 */
function longPage(embeds: number): { page: HTMLElement; boxes: HTMLElement[] } {
  const page = document.createElement('div');
  const height = Math.floor((innerHeight - 24) / 2);
  const boxes = Array.from({ length: embeds }, (_, i) => {
    const box = document.createElement('div');
    const gap = i % 2 === 0 && i > 0 ? 4 * innerHeight : 8;
    box.style.cssText = `width: 800px; height: ${height}px; margin: ${gap}px 0 0;`;
    page.append(box);
    return box;
  });
  page.append(Object.assign(document.createElement('div'), { style: `height: ${innerHeight}px` }));
  document.body.prepend(page);
  return { page, boxes };
}

async function countWhenSettled(mints: MintLog, baseIframes: number) {
  await sleep(SETTLE_MS);
  await nextFrame();
  return { mints: mints.count, iframes: iframeCount() - baseIframes };
}

export async function lazyCounts(embeds: number): Promise<LazyCounts> {
  scrollTo(0, 0);
  const baseIframes = iframeCount();
  const mints = new MintLog();
  const { page, boxes } = longPage(embeds);
  const startedAt = performance.now();
  const controllers = boxes.map(
    (container) => new EmbedController({ ...dashboardOptions(mints), container, extensions: [lazyLoad()] }),
  );
  try {
    const readyAt = (i: number) => controllers[i]?.ready.then(() => performance.now()) ?? Promise.reject();
    const firstReady = Math.max(...(await Promise.all([readyAt(0), readyAt(1)])));
    const atLoad = { ...(await countWhenSettled(mints, baseIframes)), readyMs: firstReady - startedAt };
    const scrolledAt = performance.now();
    boxes[2]?.scrollIntoView({ block: 'start' });
    const nextReady = Math.max(...(await Promise.all([readyAt(2), readyAt(3)])));
    const afterScroll = { ...(await countWhenSettled(mints, baseIframes)), readyMs: nextReady - scrolledAt };
    return { embeds, atLoad, afterScroll };
  } finally {
    for (const controller of controllers) controller.destroy();
    page.remove();
    scrollTo(0, 0);
  }
}
