// Browser test page of pre-rendered embeds, served at /pages/pre-render: a dashboard preloaded while
// nothing shows it, then shown in #a or #b (#b in a scrolling panel, below a tall spacer). The spec
// drives it through `window.preRender` and reads what happened from `window.preRender.log`.
// ?moveBefore=off deletes Element.prototype.moveBefore before the SDK runs: the overlay path.
import { type EmbedController, hideEmbed, preloadEmbed, showEmbed } from '../../src/host';
import { hostConfig, mintSession } from './host-page-api';

const query = new URLSearchParams(location.search);
if (query.get('moveBefore') === 'off') delete (Element.prototype as { moveBefore?: unknown }).moveBefore;

document.body.style.margin = '0';
document.body.insertAdjacentHTML(
  'beforeend',
  `<button id="before">before</button>
  <div id="a" style="width:600px;height:400px"></div>
  <div style="height:1500px"></div>
  <div id="panel" style="height:700px;overflow:auto">
    <div style="height:100px"></div>
    <div id="b" style="width:70%;height:500px"></div>
    <div style="height:600px"></div>
  </div>
  <div style="height:1500px"></div>
  <button id="after">after</button>`,
);

/** What the spec reads: each step in order, and counts. */
export interface PreRenderLog {
  steps: string[];
  mints: number;
  loads: number;
  readies: number;
  paths: string[];
  renewals: string[];
}

const log: PreRenderLog = {
  steps: [],
  mints: 0,
  loads: 0,
  readies: 0,
  paths: [],
  renewals: [],
};
let controller: EmbedController | null = null;
const element = (id: string) => document.getElementById(id) as HTMLElement;
const current = () => {
  if (!controller) throw new Error('call preRender.preload() first');
  return controller;
};
const nextFrames = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
const box = (target: Element) => {
  const { left, top, width, height } = target.getBoundingClientRect();
  return { left, top, width, height };
};

const preRender = {
  log,
  hasMoveBefore: typeof (Element.prototype as { moveBefore?: unknown }).moveBefore === 'function',
  preload() {
    controller = preloadEmbed({
      tenantUrl: hostConfig.tenantUrl,
      surface: 'dashboard',
      publicId: hostConfig.publicId,
      mintSession: async () => {
        log.mints += 1;
        return mintSession();
      },
    });
    controller.iframe.addEventListener('load', () => (log.loads += 1));
    controller.on('ready', () => (log.readies += 1));
    controller.on('navigate', ({ path, previousPath }) => log.paths.push(`${previousPath} -> ${path}`));
    controller.on('renewal', (update) => log.renewals.push(update.phase));
    controller.ready.then(
      () => log.steps.push('ready'),
      (error: unknown) => log.steps.push(`ready failed: ${String(error)}`),
    );
  },
  isReady: () => current().isReady,
  navigate: (path: string) => current().navigate(path),
  /** Shows in #a or #b; resolves with the ms to two frames later (the iframe then sits at the container's rect). */
  async show(id: string): Promise<number> {
    const started = performance.now();
    showEmbed(current(), element(id));
    await nextFrames();
    return performance.now() - started;
  },
  hide: () => hideEmbed(current()),
  destroy: () => current().destroy(),
  /** The iframe's and the container's rects (viewport coordinates), after two frames. */
  async rects(id: string) {
    await nextFrames();
    return { iframe: box(current().iframe), container: box(element(id)) };
  },
  /** The element at the iframe's centre (its tag name), or at the centre of `id`. */
  hitAt(id: string): string {
    const { left, top, width, height } = box(element(id));
    const hit = document.elementFromPoint(left + width / 2, top + height / 2);
    return hit === current().iframe ? 'iframe' : (hit?.tagName.toLowerCase() ?? 'none');
  },
  /** True when the iframe holds focus after asking it to take it. */
  focusIframe(): boolean {
    current().iframe.focus();
    return document.activeElement === current().iframe;
  },
  activeIsIframe: () => document.activeElement === current().iframe,
  leftovers: () =>
    document.querySelectorAll('iframe, [data-svc-embed-layer], [data-svc-embed-placeholder]').length,
};

Object.assign(window, { preRender });
