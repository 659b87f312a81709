// Browser test page of @svc/embed/element, served at /pages/element: a plain <svc-embed> driven only
// through attributes and properties, under the host page's CSP (script-src 'self').
import { defineSvcEmbed } from '../../src/element';
import { hostConfig, mintSession } from './host-page-api';

const config = hostConfig;
const LOGGED_EVENTS = ['ready', 'dashboard-loaded', 'renewal', 'diagnostic', 'embed-error'] as const;

defineSvcEmbed();
const embed = document.createElement('svc-embed');
embed.id = 'embed';
embed.setAttribute('tenant-url', config.tenantUrl);
embed.setAttribute('surface', 'dashboard');
embed.setAttribute('public-id', config.publicId);
embed.setAttribute('color-scheme', 'light');
embed.setAttribute('title', 'Sales overview');
embed.mintSession = mintSession;

const log = document.createElement('ol');
log.id = 'event-log';
for (const name of LOGGED_EVENTS) {
  embed.addEventListener(`svc-${name}`, (event) => {
    const entry = document.createElement('li');
    entry.dataset.event = name;
    const { detail } = event as CustomEvent<unknown>;
    entry.dataset.payload = JSON.stringify(detail instanceof Error ? { message: detail.message } : detail);
    entry.textContent = `${name} ${entry.dataset.payload}`;
    log.prepend(entry);
  });
}

const dark = document.createElement('button');
dark.id = 'dark';
dark.type = 'button';
dark.textContent = 'Dark';
dark.addEventListener('click', () => embed.setAttribute('color-scheme', 'dark'));

const aside = document.createElement('aside');
aside.className = 'log';
aside.append(dark, log);
const layout = document.createElement('div');
layout.className = 'layout';
layout.append(embed, aside);
document.body.append(layout);
