// Browser test page of @svc/embed/element, served at /pages/element: a plain <svc-embed> driven only
// through attributes and properties, under the host page's CSP (script-src 'self').
import { defineSvcEmbed } from '../../src/element';
import { hostConfig, mintSession } from './host-page-api';
import { elementEventLog } from './log-error';

const config = hostConfig;
// `?tenantUrl=...&readyTimeoutMs=...` point the embed elsewhere, to see a ready timeout reported.
const query = new URLSearchParams(location.search);
const LOGGED_EVENTS = ['ready', 'dashboard-loaded', 'renewal', 'diagnostic', 'embed-error'] as const;

defineSvcEmbed();
const embed = document.createElement('svc-embed');
embed.id = 'embed';
embed.setAttribute('tenant-url', query.get('tenantUrl') ?? config.tenantUrl);
const readyTimeoutMs = query.get('readyTimeoutMs');
if (readyTimeoutMs) embed.setAttribute('ready-timeout-ms', readyTimeoutMs);
embed.setAttribute('surface', 'dashboard');
// `?publicId=...` opens another dashboard with the page's session, which the backend mints for config.publicId.
embed.setAttribute('public-id', query.get('publicId') ?? config.publicId);
embed.setAttribute('color-scheme', 'light');
embed.setAttribute('title', 'Sales overview');
embed.mintSession = mintSession;
// `?sessionId=...` opens the embed with that id instead of a minted one (a refused id, for instance).
const sessionId = query.get('sessionId');
if (sessionId) embed.setAttribute('session-id', sessionId);

const log = elementEventLog(embed, LOGGED_EVENTS);

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
