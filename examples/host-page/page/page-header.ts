import type { Surface } from '../../../src/host';
import { el } from './dom';
import { type PageOptions, pageAddress } from './page-options';

const SURFACE_LABELS: Readonly<Record<Surface, string>> = {
  dashboard: 'Dashboard',
  app: 'App',
  chat: 'Chat',
};

/** One segment of a switcher: a link to this page with other options, or the current choice. */
function choice(label: string, target: PageOptions, current: boolean, disabledWhy = '') {
  if (current) return el('span', { class: 'segment current', 'aria-current': 'page' }, label);
  if (disabledWhy) return el('span', { class: 'segment disabled', title: disabledWhy }, label);
  return el('a', { class: 'segment', href: pageAddress(target) }, label);
}

/** What the page shows, where each part comes from, and the switches between surfaces and modes. */
export function pageHeader(options: PageOptions, tenantUrl: string): HTMLElement {
  const surfaces = (['dashboard', 'app', 'chat'] as const).map((surface) =>
    choice(SURFACE_LABELS[surface], { ...options, surface }, options.surface === surface),
  );
  const appOnlySigned = options.surface === 'app' ? 'An app is embedded signed only' : '';
  const modes = [
    choice('Signed', { ...options, signed: true }, options.signed),
    choice('Private', { ...options, signed: false }, !options.signed, appOnlySigned),
  ];
  const exports = [
    choice('Off', { ...options, allowExport: false }, !options.allowExport),
    choice('On', { ...options, allowExport: true }, options.allowExport),
  ];
  const heights = [
    choice('Fixed', { ...options, autoHeight: false }, !options.autoHeight),
    choice('Auto', { ...options, autoHeight: true }, options.autoHeight),
  ];
  // The tall live dashboard: a dialog centred in view, scroll requests, a tile that pauses unseen.
  const dashboards = [
    choice('Sales', { ...options, live: false }, !options.live),
    choice('Tall, live', { ...options, live: true }, options.live),
  ];
  const switcher = (label: string, segments: HTMLElement[]) =>
    el(
      'div',
      { class: 'switcher' },
      el('span', { class: 'switcher-label' }, label),
      el('div', { class: 'segments' }, ...segments),
    );

  return el(
    'header',
    { class: 'page-header' },
    el('h1', {}, '@svc/embed example host page'),
    el(
      'p',
      { class: 'intro' },
      'This page plays your application. The framed area is served by the tenant at ',
      el('code', {}, new URL(tenantUrl).origin),
      ', another origin, and embedded with ',
      el('code', {}, 'EmbedController'),
      '. In signed mode this page’s backend mints a session id for it (the API key never reaches the browser). ',
      'The controls send actions to the embed; the activity log shows them with every event the embed sends back. ',
      'Home and Reports are this app’s own pages: the embed stays loaded while you are on Reports (nothing is minted when you come back), ',
      'the reports load as they scroll into view, and the embed’s own page is kept in this page’s address.',
    ),
    el(
      'nav',
      { class: 'switchers', 'aria-label': 'What to embed' },
      switcher('Surface', surfaces),
      switcher('Mode', modes),
      ...(options.surface === 'dashboard'
        ? [switcher('Dashboard', dashboards), switcher('Exports', exports)]
        : []),
      switcher('Height', heights),
    ),
  );
}
