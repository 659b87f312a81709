import { EMBED_EVENT_NAMES, EmbedController, type Surface } from '../../../src/host';
import { controlPanel } from './controls';
import { el } from './dom';
import { eventLog } from './event-log';

interface HostConfig {
  tenantUrl: string;
  publicId: string;
  deploymentId: number;
}

const config = JSON.parse(document.getElementById('host-config')?.textContent ?? '{}') as HostConfig;
const query = new URLSearchParams(location.search);
const surface = (query.get('surface') ?? 'dashboard') as Surface;
const signed = query.get('private') !== '1';

let mints = 0;
async function mintSession(): Promise<string> {
  mints += 1;
  mintCount.value = String(mints);
  const response = await fetch('/api/embed-session', { method: 'POST' });
  const body = (await response.json()) as { sessionId?: string; error?: string };
  if (!response.ok || !body.sessionId) throw new Error(body.error ?? `mint failed with ${response.status}`);
  return body.sessionId;
}

const readyStatus = el('output', { id: 'ready-status' }, 'loading');
const renewalStatus = el('output', { id: 'renewal-status' }, 'idle');
const mintCount = el('output', { id: 'mint-count' }, '0');
const log = eventLog();
const stage = el('main', { id: 'embed' });

document.body.append(
  el(
    'header',
    {},
    el('h1', {}, '@svc/embed host page'),
    el('p', {}, 'Ready: ', readyStatus, ' · Renewal: ', renewalStatus, ' · Sessions minted: ', mintCount),
  ),
  el('div', { class: 'layout' }, stage, log.element),
);

start().catch((error: unknown) => {
  readyStatus.value = `failed: ${error instanceof Error ? error.message : String(error)}`;
});

async function start(): Promise<void> {
  const controller = new EmbedController({
    tenantUrl: config.tenantUrl,
    surface,
    publicId: config.publicId,
    deploymentId: config.deploymentId,
    sessionId: signed ? await mintSession() : undefined,
    mintSession,
    container: stage,
    allowExport: query.get('allowExport') === '1',
    onDiagnostic: (diagnostic) => log.add(`diagnostic:${diagnostic.reason}`, { message: diagnostic.message }),
  });
  for (const name of EMBED_EVENT_NAMES) controller.on(name, (payload: unknown) => log.add(name, payload));
  controller.onRenewal((update) => {
    renewalStatus.value = controller.renewalStatus;
    log.add(`renewal:${update.phase}`, update);
  });
  document.body.insertBefore(controlPanel(controller, mintSession, log), stage.parentElement);
  const ready = await controller.ready;
  readyStatus.value = `ready (${ready.mode})`;
}
