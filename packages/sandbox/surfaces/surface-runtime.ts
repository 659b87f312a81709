import type { SessionStatus } from '@svc/embed';
import { contentSize, EmbedEmitter, type ReadyInput, viewport } from '@svc/embed/embed';
import { errorMessage } from '../error-message';
import { answerQuestion } from './ai-assistant';
import { applyThemeClaim, ColorSchemeControl } from './appearance';
import { dashboardRows } from './dashboard-access';
import { DEFAULT_LOCALE, DEFAULT_TIME_ZONE } from './formatting';
import { InEmbedNavigation } from './in-embed-navigation';
import type { Order } from './orders';
import type { SessionCredentials } from './signed-session';
import { type NoticeKind, StatusBar } from './status-bar';
import type { SurfaceConfig, UrlParameters } from './surface-config';
import type { SurfaceContext, SurfaceView } from './surface-context';
import { fetchOrders } from './tenant-api';
import { ViewSettings } from './view-settings';

export interface RuntimeOptions {
  config: SurfaceConfig;
  params: UrlParameters;
  credentials: SessionCredentials;
  /** The first load, done before the runtime exists so that `ready` follows it. */
  rows: Order[];
  loadCount: number | null;
  createView: (context: SurfaceContext) => SurfaceView;
}

const STATUS_REFRESH_MS = 1_000;

/**
 * What every surface shares: the emitter and its session, settings, the status bar, navigation,
 * data refresh, and the load sequence `ready` -> `view` -> (dashboard) `dashboard-loaded`.
 */
export class SurfaceRuntime {
  readonly emitter: EmbedEmitter;
  readonly viewport = viewport();
  readonly settings: ViewSettings;
  readonly scheme: ColorSchemeControl;
  readonly statusBar: StatusBar;
  readonly view: SurfaceView;
  readonly navigation: InEmbedNavigation;
  readonly #config: SurfaceConfig;
  readonly #params: UrlParameters;
  readonly #credentials: SessionCredentials;
  #rows: Order[];
  #refreshCount = 0;
  #shownStatus: SessionStatus | null = null;

  constructor(options: RuntimeOptions) {
    const { config, params, credentials } = options;
    this.#config = config;
    this.#params = params;
    this.#credentials = credentials;
    this.#rows = options.rows;
    this.settings = new ViewSettings(
      params.locale ?? DEFAULT_LOCALE,
      params.timezone ?? DEFAULT_TIME_ZONE,
      params.filters,
    );
    this.statusBar = new StatusBar(options.loadCount);
    this.scheme = new ColorSchemeControl(document.documentElement, () => this.update());
    this.emitter = this.#createEmitter();
    this.view = options.createView(this.#context());
    this.navigation = new InEmbedNavigation(
      (path) => this.view.showRoute(path),
      (path, previousPath) => {
        this.emitter.emit('navigate', { path, previousPath });
        this.#emitView(path);
      },
    );
  }

  get signed(): boolean {
    return this.emitter.sessionStatus !== null;
  }

  /** Mounts the page, then sends `ready`, `view` and whatever the view sends once loaded. */
  start(): void {
    const root = document.getElementById('app') ?? document.body;
    root.replaceChildren(this.statusBar.strip, this.view.element, this.statusBar.panel);
    document.documentElement.lang = this.settings.locale;
    if (
      this.#credentials.claims &&
      !applyThemeClaim(document.documentElement, this.#credentials.claims.embedTheme)
    ) {
      this.statusBar.notice('the session theme was ignored: it is not a valid embedTheme', 'error');
    }
    const path = location.pathname;
    const known = this.view.showRoute(path);
    if (!known) this.view.showNotFound(path);
    this.rerender();
    this.#sendReady();
    // Until `ready` is out, these wait in the emitter's queue, in order.
    this.#emitView(path);
    if (!known) this.reportError(`no such page in this embed: ${path}`, 'embed-render');
    this.view.loaded?.(Math.round(performance.now()));
    for (const problem of this.#params.problems) this.statusBar.notice(problem, 'error');
    setInterval(() => this.update(), STATUS_REFRESH_MS);
  }

  /** Re-renders the view and the status bar from the current state. */
  rerender(): void {
    this.view.render();
    this.update();
  }

  update(): void {
    const status = this.emitter.sessionStatus;
    if (status !== this.#shownStatus && this.#shownStatus !== null && status !== null) {
      this.statusBar.notice(`session ${status}`, status === 'active' ? 'info' : 'error');
    }
    this.#shownStatus = status;
    this.statusBar.update({
      sessionStatus: status ?? 'private',
      sessionEnd: this.#credentials.expiresAt,
      formatter: this.settings.formatter,
      schemeLabel: this.scheme.label,
      filters: this.settings.filters,
      refreshCount: this.#refreshCount,
    });
  }

  /** Re-fetches the orders with the current token and re-renders; failures are non-fatal. */
  async refresh(): Promise<void> {
    const started = performance.now();
    try {
      this.#rows = dashboardRows(
        this.#config,
        await fetchOrders(this.#config.dataEndpoint, this.#credentials.token),
      );
    } catch (error) {
      this.reportError(`refresh failed: ${errorMessage(error)}`, 'data-load');
      return;
    }
    this.#refreshCount += 1;
    this.rerender();
    this.statusBar.notice(`data refreshed (${this.settings.formatter.count(this.#rows.length, 'row')})`);
    this.view.loaded?.(Math.round(performance.now() - started));
  }

  /** Shows the message and emits a non-fatal `error`. */
  reportError(message: string, context: string): void {
    this.statusBar.notice(message, 'error');
    this.emitter.emit('error', { message, context, fatal: false });
  }

  #createEmitter(): EmbedEmitter {
    const credentials = this.#credentials;
    const { surface, hostOrigins } = this.#config;
    const signed = credentials.signed && credentials.expiresAt !== null;
    return new EmbedEmitter({
      surface,
      mode: signed ? 'signed' : 'private',
      hostOrigins,
      ...(signed ? { expiresAt: credentials.expiresAt as number, expiringLeadMs: credentials.leadMs } : {}),
      exchangeSession: (sessionId, options) => this.#renew(sessionId, options?.signal),
      onDiagnostic: (diagnostic) => console.debug('[svc-embed]', diagnostic.reason, diagnostic.message),
      // content-size: a host with autoHeight() sizes its iframe to this document. Every emitter
      // accepts a MessagePort; the host's transport option decides whether one is used. viewport: a
      // host with viewport() tells what the viewer sees of it (dialogs, the live tile) and follows its scrolls.
      extensions: [contentSize(), this.viewport],
    });
  }

  async #renew(sessionId: string, signal?: AbortSignal): Promise<{ expiresAt: number }> {
    try {
      const result = await this.#credentials.renew(sessionId, signal);
      this.statusBar.notice('session renewed without a reload');
      // The emitter applies the new end after this promise settles; read its status after that.
      setTimeout(() => this.update(), 0);
      return result;
    } catch (error) {
      this.statusBar.notice(`session renewal failed: ${errorMessage(error)}`, 'error');
      throw error instanceof Error ? error : new Error(errorMessage(error));
    }
  }

  /** At once, or after the sandbox's `readyDelayMs`: the page is up meanwhile, as a slow dashboard's. */
  #sendReady(): void {
    const delayMs = this.#config.readyDelayMs ?? 0;
    if (delayMs === 0) {
      this.emitter.emitReady(this.#readyPayload());
      return;
    }
    this.statusBar.notice(`ready held back ${delayMs} ms (the sandbox's readyDelayMs)`);
    setTimeout(() => this.emitter.emitReady(this.#readyPayload()), delayMs);
  }

  #readyPayload(): ReadyInput {
    const claims = this.#credentials.claims;
    const { publicId, deploymentId } = this.#config;
    return {
      embedTenant: claims?.embedTenantName ?? null,
      deploymentId: claims?.deploymentId ?? deploymentId ?? null,
      ...(publicId === undefined ? {} : { publicId }),
    };
  }

  #emitView(path: string): void {
    const { surface, publicId } = this.#config;
    this.emitter.emit('view', {
      surface,
      path,
      title: this.view.title(),
      ...(publicId === undefined ? {} : { publicId }),
    });
  }

  #context(): SurfaceContext {
    return {
      config: this.#config,
      emitter: this.emitter,
      viewport: this.viewport,
      fetchRows: () => fetchOrders(this.#config.dataEndpoint, this.#credentials.token),
      allowExport: this.#params.allowExport,
      formatter: () => this.settings.formatter,
      filters: () => this.settings.filters,
      filteredRows: () => this.settings.filter(this.#rows),
      answer: (query) =>
        answerQuestion(
          query,
          this.settings.filter(this.#rows),
          this.settings.filters,
          this.settings.formatter,
        ),
      navigate: (path) => {
        this.navigation.go(path);
      },
      notice: (message, kind?: NoticeKind) => this.statusBar.notice(message, kind),
    };
  }
}
