import { DASHBOARD, iframes, playEmbedIn, READY, TENANT } from './host';

export { DASHBOARD, iframes, READY, TENANT };

/** The one iframe on the page; fails the test when there are none or several. */
export function theIframe(): HTMLIFrameElement {
  const all = iframes();
  if (all.length !== 1) throw new Error(`expected one iframe, found ${all.length}`);
  return all[0] as HTMLIFrameElement;
}

/** Plays the embed in `iframe`, the only one by default (see `playEmbedIn`). */
export function playEmbed(iframe: HTMLIFrameElement = theIframe()) {
  return playEmbedIn(iframe);
}

/** Lets pending promise callbacks (a mint, then the controller creation) run. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
}
