import type { Surface } from '@svc/embed';
import { errorMessage } from '../error-message';
import { createAppView } from './app-view';
import { createChatView } from './chat-view';
import { dashboardRows, sessionDashboardRefusal } from './dashboard-access';
import { createDashboardView } from './dashboard-view';
import { showFatalMessage } from './fatal-message';
import type { Order } from './orders';
import { countPageLoad } from './page-load-count';
import { reportFatal } from './report-fatal';
import { sessionFromAddress } from './session-address';
import { SessionCredentials } from './signed-session';
import { handleActions } from './surface-actions';
import { readSurfaceConfig, readUrlParameters } from './surface-config';
import type { SurfaceContext, SurfaceView } from './surface-context';
import { SurfaceRuntime } from './surface-runtime';
import { fetchOrders } from './tenant-api';

function viewFactory(surface: Surface): (context: SurfaceContext) => SurfaceView {
  switch (surface) {
    case 'dashboard':
      return createDashboardView;
    case 'app':
      return createAppView;
    case 'chat':
      return createChatView;
  }
}

/**
 * Config, session, first data load, then the runtime. Anything that fails before `ready` replaces
 * the page with a message and, once the config says which hosts may hear it, reports a fatal
 * error to the host at once (its `ready` rejects with `embed-failed`).
 */
export async function startSurface(): Promise<void> {
  let config: ReturnType<typeof readSurfaceConfig>;
  try {
    config = readSurfaceConfig(document);
  } catch (error) {
    showFatalMessage('This embed is misconfigured', errorMessage(error));
    return;
  }
  const fail = (title: string, detail: string) => {
    showFatalMessage(title, detail);
    reportFatal(config, `${title}: ${detail}`);
  };
  const params = readUrlParameters(location.search, config.surface);
  // Out of the address before any request: a reload finds the mark it was used, not the id.
  const session = sessionFromAddress(config.surface);
  params.sessionId = session.sessionId;
  const loadCount = countPageLoad();

  // An unknown dashboard, or one not enabled for embedding: refused before the session is spent.
  if (config.refusal !== undefined) {
    fail(config.refusal.title, config.refusal.detail);
    return;
  }
  if (session.used) {
    fail(
      'This session can no longer be opened',
      'Its single-use session id was used when this page first opened.',
    );
    return;
  }

  if (config.surface === 'app' && params.sessionId === null) {
    fail('This app needs a signed session', 'The app surface is signed only: open it with ?session=<id>.');
    return;
  }
  let credentials: SessionCredentials;
  try {
    credentials =
      params.sessionId === null
        ? SessionCredentials.privateMode(config.tokenEndpoint)
        : await SessionCredentials.signed(config.tokenEndpoint, params.sessionId);
  } catch (error) {
    fail('This session can no longer be opened', errorMessage(error));
    return;
  }
  const otherDashboard = sessionDashboardRefusal(config, credentials.claims?.publicDashboardId);
  if (otherDashboard !== null) {
    fail(otherDashboard.title, otherDashboard.detail);
    return;
  }
  let rows: Order[];
  try {
    rows = dashboardRows(config, await fetchOrders(config.dataEndpoint, credentials.token));
  } catch (error) {
    fail('The data could not be loaded', errorMessage(error));
    return;
  }
  const createView = viewFactory(config.surface);
  let runtime: SurfaceRuntime;
  try {
    runtime = new SurfaceRuntime({ config, params, credentials, rows, loadCount, createView });
  } catch (error) {
    fail('This embed cannot start', errorMessage(error));
    return;
  }
  // Handlers first: the host may send actions as soon as it sees `ready`.
  handleActions(runtime);
  runtime.start();
}
