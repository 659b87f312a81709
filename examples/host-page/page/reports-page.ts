import { EmbedController, lazyLoad } from '../../../src/host';
import { el } from './dom';
import type { EventLog } from './event-log';
import type { HostConfig } from './page-options';

export const REPORT_COUNT = 10;

/**
 * A long page of dashboards, each with `lazyLoad()`: its iframe, its address and its first mint wait
 * until it nears the viewport, so the log shows one mint per report as it scrolls in. They are
 * created with the page; those never seen cost neither a session nor a frame.
 */
export function reportsPage(config: HostConfig, log: EventLog, mint: () => Promise<string>): HTMLElement {
  const minted = el('output', { id: 'report-mints' }, '0');
  let mints = 0;
  const mintFor = (report: number) => async () => {
    const sessionId = await mint();
    mints += 1;
    minted.textContent = String(mints);
    log.add('backend', 'report:mint', { report }, `session minted (report ${report} scrolled in)`);
    return sessionId;
  };
  const cards = Array.from({ length: REPORT_COUNT }, (_, i) => {
    const report = i + 1;
    const container = el('div', { class: 'report-embed', 'data-report': String(report) });
    const controller = new EmbedController({
      tenantUrl: config.tenantUrl,
      surface: 'dashboard',
      publicId: config.publicId,
      mintSession: mintFor(report),
      container,
      title: `Report ${report}`,
      extensions: [lazyLoad()],
    });
    controller.on('ready', () => log.add('received', 'report:ready', { report }, `ready (report ${report})`));
    return el('article', { class: 'card report' }, el('h3', {}, `Report ${report}`), container);
  });
  return el(
    'section',
    { id: 'reports', class: 'reports', 'aria-label': 'Reports' },
    el(
      'p',
      { class: 'hint' },
      `${REPORT_COUNT} embedded dashboards with lazyLoad(): each mints its session and creates its iframe only as it `,
      'nears the viewport. Scroll, and watch the activity log.',
    ),
    el('p', { class: 'report-count' }, 'Sessions minted for reports: ', minted, ` of ${REPORT_COUNT}`),
    ...cards,
  );
}
