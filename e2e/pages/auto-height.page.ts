// Browser test page of the content-size extension, served at /pages/auto-height: an <svc-embed
// auto-height transport="port">, logging its events and diagnostics.
import { defineSvcEmbed } from '../../src/element';
import { exitFullscreen, requestFullscreen } from '../../src/host';
import { hostConfig, mintSession } from './host-page-api';
import { elementEventLog } from './log-error';

const query = new URLSearchParams(location.search);
const LOGGED_EVENTS = ['ready', 'dashboard-loaded', 'diagnostic', 'embed-error'] as const;

defineSvcEmbed();
const embed = document.createElement('svc-embed');
embed.setAttribute('tenant-url', hostConfig.tenantUrl);
embed.setAttribute('surface', 'dashboard');
embed.setAttribute('public-id', hostConfig.publicId);
if (query.get('autoHeight') !== 'off') embed.setAttribute('auto-height', '');
if (query.get('debug') === 'on') embed.setAttribute('debug', '');
// The port whenever the embed accepts it (every embed of this library does), window messages with
// ?messagePort=off, or the given ?transport= (auto measures both).
const transport = query.get('messagePort') === 'off' ? 'window' : (query.get('transport') ?? 'port');
embed.setAttribute('transport', transport);
embed.mintSession = mintSession;

const log = elementEventLog(embed, LOGGED_EVENTS);
document.body.append(embed, log);

// The fullscreen functions, for e2e/fullscreen.spec.ts: `svcFullscreen.requestFullscreen(embed.controller)`.
Object.assign(window, { svcFullscreen: { requestFullscreen, exitFullscreen } });
