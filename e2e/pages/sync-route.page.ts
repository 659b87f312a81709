// Browser test page of syncRoute(), served at /pages/sync-route: an app embed whose route follows the
// page's address (`?embed=<path>`); with `?preload`, parked until the #show button shows it. What
// happens is kept in `window.routeLog` (WebKit's driver has no console); `window.routeController`
// is the controller, `window.goBack()` stamps and goes back.
import {
  EmbedController,
  type HostExtension,
  type PreloadEmbedOptions,
  preloadEmbed,
  showEmbed,
  syncRoute,
} from '../../src/host';
import { hostConfig, mintSession } from './host-page-api';

export interface RouteLog {
  ready: boolean;
  /** The embed's `view` and `navigate` events, with `performance.now()` at arrival. */
  events: { name: 'view' | 'navigate'; path: string; at: number }[];
  diagnostics: { reason: string; message: string }[];
  errors: string[];
  /** `performance.now()` when `goBack()` called `history.back()`. */
  backAt: number;
  /** The iframe's `load` events once it has an address: one per embed document. */
  loads: number;
  /** The type of every action the controller sent (its extensions' `log` hook). */
  sent: string[];
}

declare global {
  interface Window {
    routeLog: RouteLog;
    routeController: EmbedController;
    goBack(): void;
  }
}

const log: RouteLog = {
  ready: false,
  events: [],
  diagnostics: [],
  errors: [],
  backAt: 0,
  loads: 0,
  sent: [],
};
/** A local extension that records each action sent, whoever sent it. */
const sentActions: HostExtension = {
  setup: () => ({
    log: (direction, verdict, type) => {
      if (direction === 'out' && verdict === 'sent') log.sent.push(type);
    },
  }),
};
const container = document.createElement('div');
container.id = 'embed';
document.body.append(container);
const options = {
  tenantUrl: hostConfig.tenantUrl,
  surface: 'app',
  deploymentId: hostConfig.deploymentId,
  mintSession,
  extensions: [syncRoute(), sentActions],
  onDiagnostic: ({ reason, message }) => log.diagnostics.push({ reason, message }),
} satisfies PreloadEmbedOptions;
// ?preload: the embed is parked (preloadEmbed) until the #show button shows it in the container.
const preloaded = new URLSearchParams(location.search).has('preload');
const controller = preloaded ? preloadEmbed(options) : new EmbedController({ ...options, container });
if (preloaded) {
  const show = document.createElement('button');
  show.id = 'show';
  show.textContent = 'show';
  show.addEventListener('click', () => showEmbed(controller, container));
  document.body.prepend(show);
}
controller.on('view', ({ path }) => log.events.push({ name: 'view', path, at: performance.now() }));
controller.on('navigate', ({ path }) => log.events.push({ name: 'navigate', path, at: performance.now() }));
controller.on('error', ({ message }) => log.errors.push(message));
// An iframe with no address yet loads about:blank in some engines: not an embed document.
controller.iframe.addEventListener('load', () => {
  if (controller.iframe.src) log.loads += 1;
});
controller.ready.then(
  () => {
    log.ready = true;
  },
  (error: unknown) => log.errors.push(String(error)),
);

window.routeLog = log;
window.routeController = controller;
window.goBack = () => {
  log.backAt = performance.now();
  history.back();
};
