/**
 * The stand-in for Playwright's Page when WebKit is driven over classic WebDriver: navigation, script
 * evaluation and locators go over WebDriver; events, routes, init scripts and the clock come from the
 * worker's proxy and the init script it puts into every document.
 */
import { EventEmitter } from 'node:events';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { WebDriverSession } from '../../scripts/engines/webdriver-client.mjs';
import type { DriverPage, DriverPageEvents } from '../driver-page';
import type { ColorScheme, WebKitWorker } from './browser';
import { type Context, enter, everyFrame, TOP } from './context';
import { initScriptSource } from './init-script';
import { webDriverKeyboard, webDriverMouse } from './input';
import { type Driver, WebDriverFrame, WebDriverFrameLocator, WebDriverLocator } from './locator';
import {
  INTERNAL_PREFIX,
  type ProxiedRequest,
  type ProxiedResponse,
  type ProxyHooks,
  type RouteDecision,
  type RouteHandler,
  type RouteMatcher,
} from './proxy';
import { matchesUrl, type UrlMatch } from './url-match';

/** A function the specs pass to run in the page: any parameters (it is sent as source text). */
type PageFunction = (...args: never[]) => unknown;

export class WebDriverRequest {
  constructor(readonly proxied: ProxiedRequest) {}
  url(): string {
    return this.proxied.url;
  }
  method(): string {
    return this.proxied.method;
  }
  headers(): Record<string, string> {
    return this.proxied.headers;
  }
  async allHeaders(): Promise<Record<string, string>> {
    return this.proxied.headers;
  }
  postData(): string | null {
    return this.proxied.body.length > 0 ? this.proxied.body.toString('utf8') : null;
  }
  resourceType(): string {
    return this.proxied.resourceType;
  }
}

export class WebDriverResponse {
  constructor(
    readonly proxiedRequest: WebDriverRequest,
    readonly proxied: ProxiedResponse,
  ) {}
  url(): string {
    return this.proxiedRequest.url();
  }
  status(): number {
    return this.proxied.status;
  }
  ok(): boolean {
    return this.proxied.status >= 200 && this.proxied.status < 300;
  }
  headers(): Record<string, string> {
    return this.proxied.headers;
  }
  async allHeaders(): Promise<Record<string, string>> {
    return this.proxied.headers;
  }
  request(): WebDriverRequest {
    return this.proxiedRequest;
  }
  async body(): Promise<Buffer> {
    return this.proxied.body;
  }
  async text(): Promise<string> {
    return this.proxied.body.toString('utf8');
  }
  async json(): Promise<unknown> {
    return JSON.parse(this.proxied.body.toString('utf8'));
  }
}

export class WebDriverConsoleMessage {
  constructor(
    readonly messageType: string,
    readonly messageText: string,
    readonly url: string,
  ) {}
  type(): string {
    return this.messageType;
  }
  text(): string {
    return this.messageText;
  }
  location(): { url: string; lineNumber: number; columnNumber: number } {
    return { url: this.url, lineNumber: 0, columnNumber: 0 };
  }
}

export class WebDriverDownload {
  constructor(
    readonly href: string,
    readonly filename: string,
  ) {}
  url(): string {
    return this.href;
  }
  suggestedFilename(): string {
    return this.filename || decodeURIComponent(new URL(this.href).pathname.split('/').pop() ?? '');
  }
}

interface FulfillOptions {
  status?: number;
  headers?: Record<string, string>;
  contentType?: string;
  body?: string | Buffer;
  response?: { status(): number; headers(): Record<string, string>; body(): Promise<Buffer> };
}

class WebDriverRoute {
  decision: RouteDecision | undefined;
  constructor(
    readonly proxiedRequest: ProxiedRequest,
    readonly upstream: () => Promise<ProxiedResponse>,
  ) {}
  request(): WebDriverRequest {
    return new WebDriverRequest(this.proxiedRequest);
  }
  async fetch(): Promise<{
    status(): number;
    headers(): Record<string, string>;
    body(): Promise<Buffer>;
    text(): Promise<string>;
  }> {
    const response = await this.upstream();
    return {
      status: () => response.status,
      headers: () => response.headers,
      body: async () => response.body,
      text: async () => response.body.toString('utf8'),
    };
  }
  async fulfill(options: FulfillOptions): Promise<void> {
    const base = options.response;
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(options.headers ?? base?.headers() ?? {}))
      headers[name.toLowerCase()] = value;
    if (options.contentType) headers['content-type'] = options.contentType;
    const body =
      options.body !== undefined ? Buffer.from(options.body) : base ? await base.body() : Buffer.alloc(0);
    if (!headers['content-type'] && options.body !== undefined) headers['content-type'] = 'text/plain';
    this.decision = { fulfill: { status: options.status ?? base?.status() ?? 200, headers, body } };
  }
  async continue(): Promise<void> {
    this.decision = {};
  }
  async fallback(): Promise<void> {
    this.decision = {};
  }
  async abort(): Promise<void> {
    this.decision = { abort: true };
  }
}

/** "hh:mm:ss", "mm:ss" or milliseconds, as Playwright's clock takes them. */
function durationMs(time: number | string): number {
  if (typeof time === 'number') return time;
  const parts = time.split(':').map(Number);
  return parts.reduce((total, part) => total * 60 + part, 0) * 1000;
}

interface FrameEntry {
  docId: string;
  url: string;
}

/** One per worker; reset before every test. */
export class WebDriverPage extends EventEmitter implements Driver, DriverPage {
  readonly #worker: WebKitWorker;
  #routes: { matches: RouteMatcher; handler: RouteHandler; source: UrlMatch }[] = [];
  #initScripts: string[] = [];
  #clockOffset: number | null = null;
  #bypassCSP = false;
  #main: FrameEntry | undefined;
  #frames: FrameEntry[] = [];
  #url = 'about:blank';

  private constructor(worker: WebKitWorker) {
    super();
    this.#worker = worker;
  }

  static async start(): Promise<{ page: WebDriverPage; close(): Promise<void> }> {
    let page: WebDriverPage | undefined;
    const hooks: ProxyHooks = {
      onRequest: (request) => page?.emit('request', new WebDriverRequest(request)),
      onResponse: (request, response) =>
        page?.emit('response', new WebDriverResponse(new WebDriverRequest(request), response)),
      onRequestFailed: (request) => page?.emit('requestfailed', new WebDriverRequest(request)),
      onDocument: (docId, request) => {
        if (page) page.#onDocument(docId, request);
      },
      initScript: (docId) => (page ? page.#initScript(docId) : ''),
      onReport: (report) => {
        if (page) page.#onReport(report);
      },
      bypassCSP: () => (page ? page.#bypassCSP : false),
      routes: () => (page ? page.#routes : []),
    };
    const { WebKitWorker } = await import('./browser');
    const worker = await WebKitWorker.start(hooks);
    page = new WebDriverPage(worker);
    return { page, close: () => worker.close() };
  }

  /** A fresh page state: blank document, no listeners, routes, init scripts or clock; default viewport. */
  async reset(options: { bypassCSP: boolean; colorScheme: ColorScheme }): Promise<void> {
    this.removeAllListeners();
    this.#routes = [];
    this.#initScripts = [];
    this.#clockOffset = null;
    this.#bypassCSP = options.bypassCSP;
    await this.#worker.setColorScheme(options.colorScheme);
    await this.#worker.run(async (session) => {
      await session.switchToFrame(null);
      await session.navigate('about:blank');
      await session.deleteAllCookies().catch(() => undefined);
      // A new tab, the old one closed: a fresh top-level browsing context (its own sessionStorage).
      const old = (await session.command('GET', '/window')) as string;
      const created = (await session.command('POST', '/window/new', { type: 'tab' })) as { handle: string };
      await session.command('DELETE', '/window');
      await session.command('POST', '/window', { handle: created.handle });
      if (old === created.handle) throw new Error('WebKitWebDriver gave the same window for a new tab');
    });
    this.#main = undefined;
    this.#frames = [];
    this.#url = 'about:blank';
    await this.setViewportSize({ width: 1280, height: 720 });
  }

  run<T>(context: Context, task: (session: WebDriverSession) => Promise<T>): Promise<T> {
    return this.#worker.run(async (session) => {
      await enter(session, context);
      return task(session);
    });
  }

  #onDocument(docId: string, request: ProxiedRequest): void {
    const entry = { docId, url: request.url };
    if (request.headers['sec-fetch-dest'] === 'document') {
      this.#main = entry;
      this.#frames = [];
      this.#url = request.url;
    } else this.#frames.push(entry);
  }

  #initScript(docId: string): string {
    return initScriptSource(
      { docId, reportUrl: `${INTERNAL_PREFIX}report`, clockOffsetMs: this.#clockOffset },
      this.#initScripts,
    );
  }

  #onReport(report: Record<string, unknown>): void {
    const kind = report.kind;
    if (kind === 'console')
      this.emit(
        'console',
        new WebDriverConsoleMessage(String(report.type), String(report.text), String(report.url)),
      );
    else if (kind === 'pageerror') {
      const error = new Error(String(report.message));
      error.name = String(report.name ?? 'Error');
      if (typeof report.stack === 'string') error.stack = report.stack;
      this.emit('pageerror', error);
    } else if (kind === 'download')
      this.emit(
        'download',
        new WebDriverDownload(String(report.href), String(report.suggestedFilename ?? '')),
      );
    else if (kind === 'gone') this.#frames = this.#frames.filter((frame) => frame.docId !== report.docId);
  }

  // --- Playwright's Page methods the specs use ---

  readonly mouse = webDriverMouse((task) => this.run(TOP, task));
  readonly keyboard = webDriverKeyboard((task) => this.run(TOP, task));

  async goto(url: string): Promise<null> {
    await this.run(TOP, (session) => session.navigate(url));
    this.#url = await this.run(TOP, (session) => session.url());
    return null;
  }
  url(): string {
    return this.#url;
  }
  /** The current top-level address (for toHaveURL). */
  currentUrl(): Promise<string> {
    return this.run(TOP, (session) => session.url()).then((url) => (this.#url = url));
  }
  locator(selector: string, options: { hasText?: string | RegExp } = {}): WebDriverLocator {
    return new WebDriverLocator(this, TOP, []).locator(selector, options);
  }
  getByTestId(id: string): WebDriverLocator {
    return new WebDriverLocator(this, TOP, []).getByTestId(id);
  }
  getByRole(role: string, options: { name?: string; exact?: boolean } = {}): WebDriverLocator {
    return new WebDriverLocator(this, TOP, []).getByRole(role, options);
  }
  frameLocator(selector: string): WebDriverFrameLocator {
    return new WebDriverFrameLocator(this, { frames: [[{ kind: 'css', selector }]] });
  }
  evaluate<R>(fn: PageFunction | string, arg?: unknown): Promise<R> {
    const source =
      typeof fn === 'string' ? `return (${fn});` : `return (${fn.toString()}).call(null, arguments[0]);`;
    return this.run(TOP, (session) => session.execute(source, arg ?? null)) as Promise<R>;
  }
  async waitForFunction(fn: PageFunction, arg?: unknown, options: { timeout?: number } = {}): Promise<void> {
    const deadline = Date.now() + (options.timeout ?? 30_000);
    while (!(await this.evaluate(fn, arg))) {
      if (Date.now() > deadline) throw new Error('page.waitForFunction: timed out');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  /** The documents the proxy served that are still in the page: the top one first. */
  frames(): WebDriverFrame[] {
    const entries = this.#main ? [this.#main, ...this.#frames] : [...this.#frames];
    return entries.map(
      (entry) => new WebDriverFrame(this, entry === this.#main ? TOP : { docId: entry.docId }, entry.url),
    );
  }
  mainFrame(): WebDriverFrame {
    return new WebDriverFrame(this, TOP, this.#url);
  }
  async addInitScript(script: PageFunction | string | { content?: string }, arg?: unknown): Promise<void> {
    if (typeof script === 'function')
      this.#initScripts.push(`(${script.toString()})(${JSON.stringify(arg ?? null)})`);
    else if (typeof script === 'string') this.#initScripts.push(script);
    else if (script.content) this.#initScripts.push(script.content);
  }
  async route(url: UrlMatch, handler: (route: WebDriverRoute) => unknown): Promise<void> {
    this.#routes.push({
      source: url,
      matches: (candidate) => matchesUrl(url, candidate),
      handler: async (request, upstream) => {
        const route = new WebDriverRoute(request, upstream);
        await handler(route);
        return route.decision ?? {};
      },
    });
  }
  async unroute(url: UrlMatch): Promise<void> {
    this.#routes = this.#routes.filter((route) => route.source !== url);
  }
  /** A URL glob or RegExp, or a predicate on the response. */
  waitForResponse(
    url: string | RegExp | ((response: WebDriverResponse) => boolean),
    options: { timeout?: number } = {},
  ) {
    return this.#waitFor<WebDriverResponse>('response', options.timeout, (response) =>
      typeof url === 'function' ? url(response) : matchesUrl(url, response.url()),
    );
  }
  /** A URL glob or RegExp, or a predicate on the request. */
  waitForRequest(
    url: string | RegExp | ((request: WebDriverRequest) => boolean),
    options: { timeout?: number } = {},
  ) {
    return this.#waitFor<WebDriverRequest>('request', options.timeout, (request) =>
      typeof url === 'function' ? url(request) : matchesUrl(url, request.url()),
    );
  }
  waitForEvent<E extends keyof DriverPageEvents>(
    event: E,
    options: { timeout?: number } = {},
  ): Promise<DriverPageEvents[E]> {
    return this.#waitFor<DriverPageEvents[E]>(event, options.timeout, () => true);
  }
  #waitFor<T>(event: string, timeout = 30_000, accept: (value: T) => boolean): Promise<T> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.off(event, listener);
        reject(new Error(`waiting for ${event}: timed out after ${timeout} ms`));
      }, timeout);
      const listener = (value: T) => {
        if (!accept(value)) return;
        clearTimeout(timer);
        this.off(event, listener);
        resolve(value);
      };
      this.on(event, listener);
    });
  }
  async setViewportSize({ width, height }: { width: number; height: number }): Promise<void> {
    await this.run(TOP, async (session) => {
      // The window's outer size includes MiniBrowser's toolbar: size it, measure, correct once.
      for (let attempt = 0; attempt < 3; attempt++) {
        const rect = (await session.getWindowRect()) as { width: number; height: number };
        const [innerWidth, innerHeight] = (await session.execute(
          'return [innerWidth, innerHeight];',
        )) as number[];
        const dw = width - (innerWidth ?? width);
        const dh = height - (innerHeight ?? height);
        if (dw === 0 && dh === 0) return;
        await session.setWindowRect({ width: rect.width + dw, height: rect.height + dh, x: 0, y: 0 });
      }
    });
  }
  async emulateMedia(options: { colorScheme?: ColorScheme | null }): Promise<void> {
    if (!options.colorScheme) return;
    const [width, height] = await this.evaluate<number[]>(() => [innerWidth, innerHeight]);
    await this.#worker.setColorScheme(options.colorScheme);
    await this.setViewportSize({ width: width ?? 1280, height: height ?? 720 });
  }
  /** The viewport only: classic WebDriver has no full-page screenshot. */
  async screenshot(options: { path?: string; fullPage?: boolean } = {}): Promise<Buffer> {
    const png = Buffer.from((await this.run(TOP, (session) => session.screenshot())) as string, 'base64');
    if (options.path) {
      await mkdir(dirname(options.path), { recursive: true });
      await writeFile(options.path, png);
    }
    return png;
  }
  readonly clock = {
    install: async (): Promise<void> => {
      this.#clockOffset = 0;
    },
    fastForward: async (time: number | string): Promise<void> => {
      if (this.#clockOffset === null) throw new Error('page.clock.fastForward: install the clock first');
      const ms = durationMs(time);
      this.#clockOffset += ms;
      await this.#worker.run((session) =>
        everyFrame(session, async () => {
          await session.execute('if (window.__svcClock) window.__svcClock.fastForward(arguments[0]);', ms);
        }),
      );
    },
  };
}
