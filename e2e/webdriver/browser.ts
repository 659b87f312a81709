/**
 * One WebKitGTK browser per Playwright worker: WebKitWebDriver (one session per process), the worker's
 * proxy, and the loopback redirect that sends the browser's traffic through that proxy. Every
 * WebDriver command runs through `run`, one at a time, because the session's current frame is shared.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startWebKit, type WebDriverSession } from '../../scripts/engines/webdriver-client.mjs';
import { type ProxyHooks, startProxy, type WorkerProxy } from './proxy';

const MINIBROWSER =
  process.env.WEBKIT_MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const WRAPPER = fileURLToPath(new URL('./minibrowser.sh', import.meta.url));
const REDIRECT_SOURCE = fileURLToPath(new URL('./loopback-redirect.c', import.meta.url));

/** Builds the loopback redirect once per source version (gcc), into the temp folder. */
function loopbackRedirect(): string {
  const source = readFileSync(REDIRECT_SOURCE);
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 12);
  const library = join(tmpdir(), `svc-embed-loopback-redirect-${hash}.so`);
  if (!existsSync(library)) {
    const building = `${library}.${process.pid}`;
    try {
      execFileSync('gcc', ['-shared', '-fPIC', '-O2', '-o', building, REDIRECT_SOURCE, '-ldl']);
    } catch (error) {
      throw new Error(
        `WebKit over WebDriver needs gcc to build its loopback redirect (${REDIRECT_SOURCE}): ${String(error)}`,
      );
    }
    execFileSync('mv', ['-f', building, library]);
  }
  return library;
}

export type ColorScheme = 'light' | 'dark';

export class WebKitWorker {
  #session!: WebDriverSession;
  #close!: () => Promise<void>;
  #queue: Promise<unknown> = Promise.resolve();
  #scheme: ColorScheme = 'light';
  readonly #proxy: WorkerProxy;
  readonly #library: string;

  private constructor(proxy: WorkerProxy, library: string) {
    this.#proxy = proxy;
    this.#library = library;
  }

  static async start(hooks: ProxyHooks): Promise<WebKitWorker> {
    const library = loopbackRedirect();
    const proxy = await startProxy(hooks);
    const worker = new WebKitWorker(proxy, library);
    await worker.#launch('light');
    return worker;
  }

  async #launch(scheme: ColorScheme): Promise<void> {
    const args = ['--automation', ...(scheme === 'dark' ? ['--dark-mode'] : [])];
    const started = await startWebKit({
      env: {
        SVC_MINIBROWSER: MINIBROWSER,
        SVC_LOOPBACK_REDIRECT: this.#library,
        SVC_LOOPBACK_PROXY_PORT: String(this.#proxy.port),
      },
      capabilities: { 'webkitgtk:browserOptions': { binary: WRAPPER, args } },
    });
    this.#session = started.session;
    this.#close = started.close;
    this.#scheme = scheme;
    // No script timeout: WebKit's driver would time scripts with the page's setTimeout, which the fake clock
    // replaces (a fastForward would fire it). The test's own timeout bounds a script that hangs.
    await this.#session.setTimeouts({ script: null, pageLoad: 30_000, implicit: 0 });
  }

  /** prefers-color-scheme comes from the GTK theme: a change restarts the browser (MiniBrowser --dark-mode). */
  async setColorScheme(scheme: ColorScheme): Promise<void> {
    if (scheme === this.#scheme) return;
    await this.run(async () => {
      await this.#close();
      await this.#launch(scheme);
    });
  }

  /** Runs WebDriver commands with nothing else in between. */
  run<T>(task: (session: WebDriverSession) => Promise<T>): Promise<T> {
    const result = this.#queue.then(() => task(this.#session));
    this.#queue = result.catch(() => undefined);
    return result;
  }

  async close(): Promise<void> {
    await this.#queue.catch(() => undefined);
    await this.#close();
    await this.#proxy.close();
  }
}
