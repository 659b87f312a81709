// A minimal W3C classic WebDriver client on Node's fetch, and startWebKit(): Debian's WebKitGTK
// (MiniBrowser) through WebKitWebDriver, under Xvfb when there is no display. WebKitWebDriver speaks
// classic WebDriver only (no BiDi) and holds one session per process, so every caller starts its own.
//
//   const { session, close } = await startWebKit();
//   await session.navigate('http://localhost:8080/');
//   const title = await session.execute(() => document.title);
//   await close();
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { WEBKIT_WEBDRIVER } from './webkit.mjs';

/** The key WebDriver uses for an element reference in JSON. */
export const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecc';

/** An error answer of the driver: `error` is the W3C error code, e.g. 'no such element'. */
export class WebDriverError extends Error {
  /**
   * @param {string} error
   * @param {string} message
   * @param {number} status
   */
  constructor(error, message, status) {
    super(`${error}: ${message}`);
    this.name = 'WebDriverError';
    this.error = error;
    this.status = status;
  }
}

/**
 * One HTTP command to a WebDriver server; resolves with the answer's `value`.
 * @param {string} base the server's URL, e.g. http://127.0.0.1:4444
 * @param {'GET' | 'POST' | 'DELETE'} method
 * @param {string} path
 * @param {unknown} [body]
 */
export async function command(base, method, path, body) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json; charset=utf-8' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    throw new WebDriverError('unknown error', `${method} ${path} answered ${response.status}: ${text}`, 500);
  }
  const value = json?.value;
  if (!response.ok || (value && typeof value === 'object' && 'error' in value && value.error))
    throw new WebDriverError(value?.error ?? 'unknown error', value?.message ?? text, response.status);
  return value;
}

/** A function or a function body as the script of Execute Script: `arguments` are passed on. */
function scriptOf(fn) {
  return typeof fn === 'function' ? `return (${fn}).apply(null, arguments);` : String(fn);
}

/** One classic WebDriver session. Element references are `{ [ELEMENT_KEY]: id }` objects. */
export class WebDriverSession {
  /**
   * @param {string} base
   * @param {string} id
   * @param {Record<string, unknown>} capabilities
   */
  constructor(base, id, capabilities) {
    this.base = base;
    this.id = id;
    this.capabilities = capabilities;
  }

  /** Creates a session; `capabilities` go under `alwaysMatch`. */
  static async create(base, capabilities = {}) {
    const value = await command(base, 'POST', '/session', { capabilities: { alwaysMatch: capabilities } });
    return new WebDriverSession(base, value.sessionId, value.capabilities);
  }

  /** A session command: `path` is relative to /session/{id}. */
  command(method, path = '', body) {
    return command(this.base, method, `/session/${this.id}${path}`, body);
  }

  navigate(url) {
    return this.command('POST', '/url', { url });
  }
  url() {
    return this.command('GET', '/url');
  }
  title() {
    return this.command('GET', '/title');
  }
  /** Sets script, page-load and implicit-wait timeouts (ms). */
  setTimeouts(timeouts) {
    return this.command('POST', '/timeouts', timeouts);
  }

  /** Runs a function (or a function body) in the current browsing context; resolves with its result. */
  execute(fn, ...args) {
    return this.command('POST', '/execute/sync', { script: scriptOf(fn), args });
  }
  /** Runs a function body whose last argument is a callback; resolves with what it is called with. */
  executeAsync(body, ...args) {
    return this.command('POST', '/execute/async', { script: String(body), args });
  }

  /** Switches to a frame: an element reference, an index, or null for the top-level context. */
  switchToFrame(id) {
    return this.command('POST', '/frame', { id });
  }
  switchToParentFrame() {
    return this.command('POST', '/frame/parent', {});
  }

  /** Finds elements by CSS selector (from `parent`, an element reference, when given). */
  findElements(selector, parent) {
    const from = parent ? `/element/${parent[ELEMENT_KEY]}` : '';
    return this.command('POST', `${from}/elements`, { using: 'css selector', value: selector });
  }
  elementClick(element) {
    return this.command('POST', `/element/${element[ELEMENT_KEY]}/click`, {});
  }
  elementClear(element) {
    return this.command('POST', `/element/${element[ELEMENT_KEY]}/clear`, {});
  }
  elementSendKeys(element, text) {
    return this.command('POST', `/element/${element[ELEMENT_KEY]}/value`, { text });
  }

  getWindowRect() {
    return this.command('GET', '/window/rect');
  }
  setWindowRect(rect) {
    return this.command('POST', '/window/rect', rect);
  }
  /** A PNG of the viewport, base64. */
  screenshot() {
    return this.command('GET', '/screenshot');
  }
  deleteAllCookies() {
    return this.command('DELETE', '/cookie');
  }
  /** Ends the session (closes the browser). */
  delete() {
    return command(this.base, 'DELETE', `/session/${this.id}`);
  }
}

/** A TCP port nobody listens on right now. */
export function freePort(host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const children = new Set();
let exitHooked = false;

/** Children started here die with this process, also when it is ended by a signal. */
function track(child) {
  children.add(child);
  child.once('exit', () => children.delete(child));
  if (exitHooked) return;
  exitHooked = true;
  process.once('exit', () => {
    for (const each of children) each.kill('SIGKILL');
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.once(signal, () => {
      for (const each of children) each.kill('SIGKILL');
      // No other handler: end the way the signal would have without ours.
      if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
    });
  }
}

/** Stops a child; resolves once it has exited. */
function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Starts Xvfb on a display it picks itself (-displayfd); resolves with `{ display, process }`. */
export function startXvfb() {
  return new Promise((resolve, reject) => {
    const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1600x1200x24', '-nolisten', 'tcp'], {
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    });
    track(xvfb);
    let stderr = '';
    let fd3 = '';
    xvfb.stderr.on('data', (chunk) => (stderr += chunk));
    xvfb.stdio[3].on('data', (chunk) => {
      fd3 += chunk;
      if (fd3.includes('\n')) resolve({ display: `:${fd3.trim()}`, process: xvfb });
    });
    xvfb.once('error', reject);
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited with ${code}: ${stderr}`)));
  });
}

/** Polls `/status` until the driver is ready. */
async function waitForStatus(base, child, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited with ${child.exitCode}`);
    try {
      const status = await command(base, 'GET', '/status');
      if (status?.ready !== false) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`WebKitWebDriver at ${base} not ready in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Starts Xvfb (only when DISPLAY is not set), WebKitWebDriver on a free port, and one session.
 * `close()` ends the session and stops what was started; the processes also die with this one.
 * @param {{ capabilities?: Record<string, unknown>, driverPath?: string }} [options]
 * @returns {Promise<{ session: WebDriverSession, display: string, close(): Promise<void> }>}
 */
export async function startWebKit({ capabilities = {}, driverPath = WEBKIT_WEBDRIVER } = {}) {
  const xvfb = process.env.DISPLAY ? undefined : await startXvfb();
  const display = xvfb?.display ?? process.env.DISPLAY;
  const started = [];
  if (xvfb) started.push(xvfb.process);
  try {
    const port = await freePort();
    const driver = spawn(driverPath, [`--port=${port}`], {
      env: { ...process.env, DISPLAY: display },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    track(driver);
    started.unshift(driver);
    const base = `http://127.0.0.1:${port}`;
    await waitForStatus(base, driver);
    const session = await WebDriverSession.create(base, capabilities);
    return {
      session,
      display,
      async close() {
        await session.delete().catch(() => {});
        for (const child of started) await stop(child);
      },
    };
  } catch (error) {
    for (const child of started) await stop(child);
    throw error;
  }
}
