// Browser test page of isolated extension hooks, served at /pages/hook-isolation: an app embed whose
// controller has an extension that throws in every hook it has, one whose setup throws, and one that
// records what is sent. What happens is kept in `window.hookLog` (WebKit's driver has no console);
// `window.hookController` is the controller.
import { EmbedController, type HostExtension } from '../../src/host';
import { hostConfig, mintSession } from './host-page-api';

export interface HookLog {
  ready: boolean;
  /** The paths of the embed's `view` events, as the app's `on` handler got them. */
  views: string[];
  diagnostics: { reason: string; message: string }[];
  errors: string[];
  /** The type of every action sent as a window message or on an extension's channel. */
  sent: string[];
}

declare global {
  interface Window {
    hookLog: HookLog;
    hookController: EmbedController;
  }
}

const log: HookLog = { ready: false, views: [], diagnostics: [], errors: [], sent: [] };
const fail = (hook: string) => () => {
  throw new Error(`${hook} failed`);
};
const throwsEverywhere: HostExtension = {
  name: 'thrower',
  setup: () => ({
    ready: fail('ready'),
    event: fail('event'),
    load: fail('load'),
    send: fail('send'),
    openAt: fail('openAt'),
  }),
};
const setupThrows: HostExtension = { name: 'broken', setup: fail('setup') };
const sentActions: HostExtension = {
  setup: () => ({
    log: (direction, verdict, type) => {
      if (direction === 'out' && verdict === 'sent') log.sent.push(type);
    },
  }),
};
const container = document.createElement('div');
document.body.append(container);
const controller = new EmbedController({
  tenantUrl: hostConfig.tenantUrl,
  surface: 'app',
  deploymentId: hostConfig.deploymentId,
  mintSession,
  container,
  extensions: [throwsEverywhere, setupThrows, sentActions],
  onDiagnostic: ({ reason, message }) => log.diagnostics.push({ reason, message }),
});
// Queued until ready: sent when it comes, though the thrower's ready and send hooks throw.
controller.setLocale('de-DE');
controller.on('view', ({ path }) => log.views.push(path));
controller.on('error', ({ message }) => log.errors.push(message));
controller.ready.then(
  () => {
    log.ready = true;
  },
  (error: unknown) => log.errors.push(String(error)),
);

window.hookLog = log;
window.hookController = controller;
