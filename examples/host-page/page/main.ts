import {
  autoHeight as autoHeightExtension,
  EMBED_EVENT_NAMES,
  hideEmbed,
  preloadEmbed,
  showEmbed,
  syncRoute,
  viewport,
} from '../../../src/host';
import { controlPanel, type Send } from './controls';
import { el } from './dom';
import { eventLog } from './event-log';
import { type HostRoute, hostRouteTabs } from './host-routes';
import { LIVE_DASHBOARD, visibilityLog } from './live-demo';
import { navigationPaths } from './navigation-paths';
import { pageHeader } from './page-header';
import { readHostConfig, readPageOptions } from './page-options';
import { reportsPage } from './reports-page';
import { requestSession } from './request-session';
import { sessionPanel } from './session-panel';

const config = readHostConfig();
const { surface, signed, allowExport, autoHeight, messagePort, live } = readPageOptions();

const log = eventLog();
const session = sessionPanel(signed, config.tokenTtlMs);
const stage = el('div', {
  id: 'embed',
  class: autoHeight || live ? 'embed-frame auto-height' : 'embed-frame',
});
// The controller's error in full (a ready timeout names its likely causes), above the embed.
const failure = el('p', { id: 'embed-failure', class: 'failure', role: 'alert', hidden: '' });
const sidebar = el('aside', { class: 'sidebar' }, session.element);
const workspace = el(
  'main',
  { class: 'workspace' },
  el('section', { class: 'stage', 'aria-label': `Embedded ${surface}` }, failure, stage),
  sidebar,
);
const reports = reportsPage(config, log, requestSession);
reports.hidden = true;
document.body.append(
  pageHeader({ surface, signed, allowExport, autoHeight, messagePort, live }, config.tenantUrl),
  workspace,
  reports,
  log.element,
);

/** The main embed's mints, shown in the session panel and the log. */
async function mintSession(): Promise<string> {
  try {
    const sessionId = await requestSession(live ? LIVE_DASHBOARD : undefined);
    session.mintSucceeded();
    // Every mint, the first one and each renewal's; the id is a single-use credential: only its start.
    log.add('backend', 'mint', { sessionId: `${sessionId.slice(0, 6)}…` }, 'session minted');
    return sessionId;
  } catch (error) {
    session.mintFailed();
    throw error;
  }
}

start().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  session.setReady('failed');
  failure.textContent = message;
  failure.hidden = false;
  log.add('diagnostic', 'embed-error', { message });
});

async function start(): Promise<void> {
  // Kept alive: preloaded with no container, shown on this app's Home page and hidden (still
  // loaded, still renewing) on the others, so coming back is instant and mints nothing.
  const controller = preloadEmbed({
    tenantUrl: config.tenantUrl,
    surface,
    publicId: live ? LIVE_DASHBOARD : config.publicId,
    deploymentId: config.deploymentId,
    // Signed: the controller mints the first session, then each renewal; private: neither.
    mintSession: signed ? mintSession : undefined,
    renewal: { maxPerHour: 30 }, // a 4-minute token renews ~15 times an hour
    allowExport,
    // The port whenever the embed accepts it when asked for (?messagePort=1); else the faster of
    // window messages and the port, measured after ready.
    transport: messagePort ? 'port' : 'auto',
    // Extensions: the embed's route in this page's address (?embed=..., back and forward move the
    // embed); the iframe follows the embedded document's height (content-size).
    extensions: [
      syncRoute(),
      ...(autoHeight || live ? [autoHeightExtension()] : []),
      // ?live=1: what the viewer sees of the tall embed (dialogs in view, scroll requests, the live tile).
      ...(live ? [viewport(), visibilityLog(log)] : []),
    ],
    onDiagnostic: (diagnostic) =>
      log.add(
        'diagnostic',
        `diagnostic:${diagnostic.reason}`,
        { message: diagnostic.message },
        diagnostic.reason,
      ),
  });
  // Wherever the overlay keeps it (browsers without moveBefore), tests and readers find it by name.
  controller.iframe.id = 'main-embed';
  let shownRoute: HostRoute | null = null;
  workspace.before(
    hostRouteTabs((route) => {
      // On Reports, the log is docked beside the long page, in view while the reports scroll.
      log.element.classList.toggle('docked', route === 'reports');
      if (route === 'home') {
        reports.hidden = true;
        workspace.hidden = false;
        showEmbed(controller, stage);
      } else {
        hideEmbed(controller);
        workspace.hidden = true;
        reports.hidden = false;
      }
      if (shownRoute !== null && shownRoute !== route)
        log.add(
          'route',
          `route:${route}`,
          { [surface]: route === 'home' ? 'shown again, not reloaded' : 'hidden, still loaded and renewing' },
          `this app's ${route} page`,
        );
      shownRoute = route;
    }),
  );
  for (const name of EMBED_EVENT_NAMES)
    controller.on(name, (payload: unknown) => log.add('received', name, payload));
  controller.on('ready', () => session.sessionStarted(Date.now()));
  controller.on('session-expiring', ({ expiresAt }) => session.sessionEndKnown(expiresAt));
  controller.on('session-expired', ({ expiredAt }) => session.sessionEndKnown(expiredAt));
  controller.on('error', ({ context }) => {
    if (context === 'session-renewal') session.renewalRefused();
  });
  controller.on('renewal', (update) => {
    session.setRenewalPhase(controller.renewalStatus);
    if (update.phase === 'sent') session.sessionStarted(Date.now());
    // The controller starts a renewal before its subscribers hear the event that caused it: log the
    // step after that event, in the order things happened. An automatic renewal's set-session is
    // sent by the controller itself: logged as the action it is, as the Renew now button's is.
    queueMicrotask(() => {
      log.add('renewal', `renewal:${update.phase}`, update, update.phase);
      if (update.phase === 'sent')
        log.add('sent', 'action:set-session', { sessionId: '(the minted id)' }, 'set-session');
    });
  });

  const send: Send = (name, payload, action) => {
    if (name !== 'mint') log.add('sent', `action:${name}`, payload, name);
    if (name === 'set-session') session.sessionStarted(Date.now());
    Promise.resolve()
      .then(action)
      .catch((error: unknown) =>
        log.add('diagnostic', 'action-refused', {
          action: name,
          message: error instanceof Error ? error.message : String(error),
        }),
      );
  };
  send('set-color-scheme', { scheme: 'auto' }, () => controller.setColorScheme('auto'));
  sidebar.append(
    controlPanel({
      controller,
      send,
      signed,
      paths: navigationPaths(surface, config.publicId, config.deploymentId),
      mintSession,
      onScheme: (scheme) => {
        if (scheme === 'auto') delete document.documentElement.dataset.scheme;
        else document.documentElement.dataset.scheme = scheme;
      },
    }),
  );
  const ready = await controller.ready;
  session.setReady(`ready (${ready.mode})`);
}
