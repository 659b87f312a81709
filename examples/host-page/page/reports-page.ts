import { DASHBOARDS } from '../../../packages/sandbox/server/dashboards';
import { EmbedController, lazyLoad } from '../../../src/host';
import { el } from './dom';
import type { EventLog } from './event-log';
import type { HostConfig } from './page-options';

/** The reports of this app: the tenant's dashboards that are enabled for embedding, each once (the live one is `?live=1`). */
export const REPORTS = DASHBOARDS.filter((dashboard) => dashboard.embeddable && !dashboard.live).map(
  ({ publicId, title }) => ({
    publicId,
    title,
  }),
);

/**
 * A long page of different dashboards, each with `lazyLoad()`: its iframe, its address and its first
 * mint wait until it nears the viewport, so the log (docked beside the reports) shows one mint per
 * report as it scrolls in. They are created with the page; those never seen cost neither a session
 * nor a frame. Each session is minted for its own dashboard: the tenant opens no other with it.
 */
export function reportsPage(
  config: HostConfig,
  log: EventLog,
  mint: (publicId: string) => Promise<string>,
): HTMLElement {
  const minted = el('output', { id: 'report-mints' }, '0');
  let mints = 0;
  const mintFor = (report: number, publicId: string) => async () => {
    const sessionId = await mint(publicId);
    mints += 1;
    minted.textContent = String(mints);
    log.add(
      'backend',
      'report:mint',
      { report, publicId },
      `session minted for ${publicId} (report ${report})`,
    );
    return sessionId;
  };
  const cards = REPORTS.map(({ publicId, title }, i) => {
    const report = i + 1;
    const container = el('div', { class: 'report-embed', 'data-report': String(report) });
    const controller = new EmbedController({
      tenantUrl: config.tenantUrl,
      surface: 'dashboard',
      publicId,
      mintSession: mintFor(report, publicId),
      container,
      title,
      extensions: [lazyLoad()],
    });
    controller.on('ready', () =>
      log.add('received', 'report:ready', { report, publicId }, `ready (${title})`),
    );
    return el('article', { class: 'card report' }, el('h3', {}, title), container);
  });
  return el(
    'section',
    { id: 'reports', class: 'reports', 'aria-label': 'Reports' },
    el(
      'p',
      { class: 'hint' },
      `${REPORTS.length} embedded dashboards with lazyLoad(): each mints its session and creates its iframe only as it `,
      'nears the viewport. Scroll, and watch the activity log beside them.',
    ),
    el('p', { class: 'report-count' }, 'Sessions minted for reports: ', minted, ` of ${REPORTS.length}`),
    ...cards,
  );
}
