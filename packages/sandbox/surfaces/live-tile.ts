import { el } from './dom';
import type { SurfaceContext } from './surface-context';

/** How often a seen live tile asks for data. */
export const LIVE_REFRESH_MS = 2_000;

export interface LiveTile {
  readonly element: HTMLElement;
  /** The data requests it made: what a test or the demo reads (also shown in the tile). */
  requests(): number;
}

/**
 * A tile that reloads the orders every `LIVE_REFRESH_MS` while any of the embed is seen, and makes
 * no request while it is not (scrolled away, hidden by the host, a hidden tab): it pauses on the
 * `viewport` extension's `visibility` and resumes on the next frame after it is seen again.
 */
export function createLiveTile(context: SurfaceContext): LiveTile {
  let requests = 0;
  let timer: ReturnType<typeof setInterval> | undefined;
  let frame = 0;
  const count = el('output', { 'data-testid': 'live-requests', class: 'kpi-value' }, '0');
  const latest = el('span', { class: 'kpi-label', 'data-testid': 'live-latest' }, 'waiting for data');
  const state = el('span', { class: 'kpi-label', 'data-testid': 'live-state' });
  const element = el(
    'section',
    { class: 'kpi live-tile', 'aria-label': 'Live orders' },
    el('span', { class: 'kpi-label' }, 'Live data requests'),
    count,
    latest,
    state,
  );

  const tick = () => {
    frame = 0;
    requests += 1;
    count.textContent = String(requests);
    context
      .fetchRows()
      .then((rows) => {
        latest.textContent = `${rows.length} orders at ${new Date().toLocaleTimeString('en-GB')}`;
      })
      .catch(() => {
        latest.textContent = 'the live request failed';
      });
  };
  const resume = () => {
    state.textContent = 'live';
    if (timer !== undefined) return;
    frame = requestAnimationFrame(tick);
    timer = setInterval(tick, LIVE_REFRESH_MS);
  };
  const pause = () => {
    state.textContent = 'paused: not visible';
    clearInterval(timer);
    cancelAnimationFrame(frame);
    timer = undefined;
    frame = 0;
  };
  context.viewport.on('visibility', (visible) => (visible ? resume() : pause()));
  if (context.viewport.visible) resume();
  else pause();
  return { element, requests: () => requests };
}
