// Browser test page of what a pre-rendered embed must leave to the host's own UI, served at
// /pages/host-ui: a sticky header (positioned, no z-index) with a password field, a menu (positioned,
// no z-index, later in the page) that opens over the embed in #a, a panel holding #b that becomes
// scrollable after the embed is shown there, with a button below it, and #card, a container inside
// a positioned card whose embed must still take its clicks. ?moveBefore=off deletes
// Element.prototype.moveBefore before the SDK runs; ?overlay shows with { overlay: true }.
import { type EmbedController, hideEmbed, preloadEmbed, showEmbed } from '../../src/host';
import { hostConfig, mintSession } from './host-page-api';

const query = new URLSearchParams(location.search);
if (query.get('moveBefore') === 'off') delete (Element.prototype as { moveBefore?: unknown }).moveBefore;

document.body.style.margin = '0';
// Built through the CSSOM: the host page's Content-Security-Policy (style-src 'self') drops style attributes.
function add(parent: HTMLElement, tag: string, id: string, css: string, text = ''): HTMLElement {
  const created = parent.appendChild(document.createElement(tag));
  if (id) created.id = id;
  created.style.cssText = css;
  created.textContent = text;
  return created;
}
const header = add(
  document.body,
  'div',
  'header',
  'position:sticky;top:0;height:60px;margin:0;padding:0;background:#eee;display:flex;gap:8px;align-items:center',
);
add(header, 'button', 'header-button', 'width:600px;height:40px;margin:0', 'header');
add(header, 'input', 'secret', 'width:200px;height:30px').setAttribute('type', 'password');
add(header, 'button', 'menu-toggle', 'width:100px;height:40px;margin:0', 'menu');
add(document.body, 'div', 'a', 'width:600px;height:400px;margin:0');
const panel = add(document.body, 'div', 'panel', 'width:600px;margin:0');
add(panel, 'div', 'b', 'width:100%;height:400px;margin:0');
add(panel, 'div', '', 'height:400px');
add(
  document.body,
  'button',
  'below-panel',
  'display:block;width:600px;height:100px;margin:0',
  'below the panel',
);
const cardBox = add(
  document.body,
  'div',
  'card-box',
  'position:relative;width:600px;padding:10px;margin:0;background:#fafafa',
);
add(cardBox, 'div', 'card', 'width:100%;height:300px');
add(document.body, 'div', '', 'height:1500px');
// A menu the page adds at its end, as menus often are: positioned, no z-index; it opens over #a.
const menu = add(
  document.body,
  'div',
  'menu',
  'position:absolute;left:0;width:600px;display:none;background:#fff',
);
add(menu, 'button', 'menu-item', 'width:100%;height:120px;margin:0', 'delete my account');

const element = (id: string) => document.getElementById(id) as HTMLElement;
const clicks: string[] = [];
document.addEventListener('click', (event) => {
  const id = (event.target as Element).id;
  if (id) clicks.push(id);
  if (id !== 'menu-toggle') return;
  menu.style.top = `${element('a').getBoundingClientRect().top + scrollY + 40}px`;
  menu.style.display = 'block';
});

let controller: EmbedController | null = null;
const current = () => {
  if (!controller) throw new Error('call hostUi.preload() first');
  return controller;
};
const nextFrames = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

const hostUi = {
  clicks,
  ready: false,
  preload() {
    controller = preloadEmbed({
      tenantUrl: hostConfig.tenantUrl,
      surface: 'dashboard',
      publicId: hostConfig.publicId,
      mintSession,
    });
    controller.ready.then(() => (hostUi.ready = true));
  },
  async show(id: string): Promise<void> {
    showEmbed(current(), element(id), query.has('overlay') ? { overlay: true } : undefined);
    await nextFrames();
  },
  hide: () => hideEmbed(current()),
  /** Makes the panel scroll its content in 200 px, after the embed is shown in it. */
  async shrinkPanel(): Promise<void> {
    element('panel').style.cssText = 'width:600px;height:200px;overflow:auto';
    await nextFrames();
  },
  /** The centre of `id` in viewport coordinates, for a real click there. */
  centre(id: string): { x: number; y: number } {
    const { left, top, width, height } = element(id).getBoundingClientRect();
    return { x: Math.round(left + width / 2), y: Math.round(top + height / 2) };
  },
  /** Whether the centre of `id` lies in the iframe's box (before any clipping): a click there tests something. */
  overEmbed(id: string): boolean {
    const { x, y } = hostUi.centre(id);
    const { left, top, right, bottom } = current().iframe.getBoundingClientRect();
    return x > left && x < right && y > top && y < bottom;
  },
  /** Scrolls the page so that the top of `id` is `offset` px below the top of the viewport. */
  async scrollTopTo(id: string, offset: number): Promise<void> {
    window.scrollTo(0, element(id).getBoundingClientRect().top + scrollY - offset);
    await nextFrames();
  },
  /** The id of the host's focused element (or its tag name), or 'iframe' when the embed has it. */
  focus(): string {
    const active = document.activeElement;
    return active === current().iframe ? 'iframe' : active?.id || (active?.tagName ?? 'none');
  },
  /** Focuses the embed's window through its WindowProxy (what the frame's own `window.focus()` does). */
  focusEmbedWindow: () => current().iframe.contentWindow?.focus(),
  secret: () => (element('secret') as HTMLInputElement).value,
  usesOverlay: () => !element('a').contains(current().iframe) && !element('card').contains(current().iframe),
};

Object.assign(window, { hostUi });
