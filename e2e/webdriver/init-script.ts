/**
 * The script the proxy puts first into every HTML document (a same-origin `<script src>`, so the pages'
 * `script-src 'self'` allows it). It does in the page what classic WebDriver cannot do from outside:
 * it reports console messages, uncaught errors and downloads to the proxy (synchronous XHR, so in
 * order), installs the fake clock when the test asked for one, and runs the test's init scripts.
 */

export interface InitConfig {
  docId: string;
  reportUrl: string;
  /** The fake clock's offset from real time (ms), or null when page.clock.install() was not called. */
  clockOffsetMs: number | null;
}

/** Runs in the page; serialized with toString(), so it uses nothing from outside. */
function svcWebDriverInit(config: InitConfig): void {
  const report = (data: Record<string, unknown>) => {
    try {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', config.reportUrl, false);
      xhr.setRequestHeader('Content-Type', 'text/plain');
      xhr.send(JSON.stringify({ docId: config.docId, url: location.href, ...data }));
    } catch {
      // a page that cannot reach the proxy reports nothing
    }
  };
  const global = window as unknown as Record<string, unknown>;
  global.__svcWebDriver = { docId: config.docId };

  const text = (value: unknown): string => {
    if (typeof value === 'string') return value;
    if (value instanceof Error) return `${value.name}: ${value.message}`;
    if (typeof value === 'object' && value !== null) {
      try {
        return JSON.stringify(value);
      } catch {
        return String(value);
      }
    }
    return String(value);
  };
  const types: Record<string, string> = {
    log: 'log',
    debug: 'debug',
    info: 'info',
    warn: 'warning',
    error: 'error',
    trace: 'trace',
    dir: 'dir',
    group: 'startGroup',
    groupCollapsed: 'startGroupCollapsed',
    groupEnd: 'endGroup',
  };
  const target = console as unknown as Record<string, (...args: unknown[]) => void>;
  for (const [method, type] of Object.entries(types)) {
    const original = target[method];
    if (typeof original !== 'function') continue;
    target[method] = function (this: unknown, ...args: unknown[]) {
      report({ kind: 'console', type, text: args.map(text).join(' ') });
      return original.apply(this, args);
    };
  }
  addEventListener('error', (event) => {
    const error = event.error as unknown;
    report({
      kind: 'pageerror',
      message: error instanceof Error ? error.message : event.message,
      name: error instanceof Error ? error.name : 'Error',
      stack: error instanceof Error ? error.stack : undefined,
    });
  });
  addEventListener('unhandledrejection', (event) => {
    const reason = event.reason as unknown;
    report({
      kind: 'pageerror',
      message: reason instanceof Error ? reason.message : text(reason),
      name: reason instanceof Error ? reason.name : 'Error',
    });
  });
  // The browser's own console errors never pass through `console`; a CSP refusal is the one the
  // specs care about, so it is reported as the console error Playwright's engines show for it.
  document.addEventListener('securitypolicyviolation', (event) => {
    report({
      kind: 'console',
      type: 'error',
      text: `Refused to load ${event.blockedURI || 'inline'} because it does not appear in the ${event.violatedDirective} directive of the Content Security Policy.`,
    });
  });
  addEventListener('pagehide', () => report({ kind: 'gone' }));
  document.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.('a[download]') as HTMLAnchorElement | null;
      if (link) report({ kind: 'download', href: link.href, suggestedFilename: link.download });
    },
    true,
  );

  if (config.clockOffsetMs !== null) {
    // Playwright's clock.install(): time flows on from real time; fastForward jumps and fires what is due.
    let offset = config.clockOffsetMs;
    const RealDate = Date;
    const realNow = Date.now.bind(Date);
    const realPerformanceNow = performance.now.bind(performance);
    const realSetTimeout = setTimeout;
    const realClearTimeout = clearTimeout;
    const now = () => realNow() + offset;
    interface Timer {
      callback: (...args: unknown[]) => void;
      args: unknown[];
      due: number;
      interval: number | null;
      real?: ReturnType<typeof setTimeout>;
    }
    const timers = new Map<number, Timer>();
    let nextId = 1;
    const fire = (id: number) => {
      const timer = timers.get(id);
      if (!timer) return;
      if (timer.interval === null) timers.delete(id);
      else {
        timer.due = now() + timer.interval;
        schedule(id);
      }
      timer.callback(...timer.args);
    };
    const schedule = (id: number) => {
      const timer = timers.get(id);
      if (!timer) return;
      if (timer.real !== undefined) realClearTimeout(timer.real);
      timer.real = realSetTimeout(() => fire(id), Math.max(0, timer.due - now()));
    };
    const add = (callback: unknown, delay: unknown, args: unknown[], repeat: boolean) => {
      const id = nextId++;
      const ms = Math.max(repeat ? 1 : 0, Number(delay) || 0);
      const fn = typeof callback === 'function' ? (callback as (...a: unknown[]) => void) : () => {};
      timers.set(id, { callback: fn, args, due: now() + ms, interval: repeat ? ms : null });
      schedule(id);
      return id;
    };
    const clear = (id: unknown) => {
      const timer = timers.get(Number(id));
      if (!timer) return;
      if (timer.real !== undefined) realClearTimeout(timer.real);
      timers.delete(Number(id));
    };
    global.setTimeout = (callback: unknown, delay?: unknown, ...args: unknown[]) =>
      add(callback, delay, args, false);
    global.setInterval = (callback: unknown, delay?: unknown, ...args: unknown[]) =>
      add(callback, delay, args, true);
    global.clearTimeout = clear;
    global.clearInterval = clear;
    function FakeDate(this: unknown, ...args: unknown[]) {
      if (!new.target) return new RealDate(now()).toString();
      return args.length === 0
        ? new RealDate(now())
        : new (RealDate as unknown as new (...a: unknown[]) => Date)(...args);
    }
    FakeDate.prototype = RealDate.prototype;
    FakeDate.now = now;
    FakeDate.parse = RealDate.parse;
    FakeDate.UTC = RealDate.UTC;
    global.Date = FakeDate;
    Object.defineProperty(performance, 'now', {
      value: () => realPerformanceNow() + offset,
      configurable: true,
    });
    global.__svcClock = {
      fastForward(ms: number) {
        offset += ms;
        const due = [...timers.entries()]
          .filter(([, timer]) => timer.due <= now())
          .sort((a, b) => a[1].due - b[1].due);
        for (const [id] of due) fire(id);
        for (const id of timers.keys()) schedule(id);
      },
    };
  }
}

/** The init script's source for one document: the runtime, then the test's init scripts (expressions). */
export function initScriptSource(config: InitConfig, scripts: readonly string[]): string {
  const own = `(${svcWebDriverInit.toString()})(${JSON.stringify(config)});`;
  return [own, ...scripts.map((script) => `try { ${script}; } catch (error) { console.error(error); }`)].join(
    '\n',
  );
}
