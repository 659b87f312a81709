// WebKitGTK over classic WebDriver (scripts/engines/webdriver-client.mjs): one session, one page at a
// time. No BiDi, so no console capture: `window.bench` is called by Execute Async Script, and a
// rejection comes back as `{ error }` and is thrown here.
import { startWebKit } from '../../scripts/engines/webdriver-client.mjs';
import { withTimeout } from '../timeout.mjs';

const CALL_BENCH = `
const [method, args, done] = arguments;
Promise.resolve()
  .then(() => window.bench[method](...args))
  .then((value) => done({ value }), (error) => done({ error: String((error && error.stack) || error) }));
`;

async function waitForBench(session, url) {
  const deadline = Date.now() + 10_000;
  while (!(await session.execute(() => 'bench' in window))) {
    if (Date.now() > deadline) throw new Error(`${url}: no window.bench after 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function openWebKitWebDriverEngine() {
  const { session, close } = await startWebKit();
  try {
    await session.setTimeouts({ script: 130_000, pageLoad: 30_000 });
  } catch (error) {
    await close();
    throw error;
  }
  return {
    version: `WebKitGTK ${session.capabilities.browserVersion} (${session.capabilities.browserName})`,
    via: 'WebKitWebDriver, classic WebDriver, under Xvfb',
    async openPage(url) {
      await session.navigate(url);
      await waitForBench(session, url);
      return {
        async call(method, args, what) {
          const answer = await withTimeout(session.executeAsync(CALL_BENCH, method, args), 120, what);
          if (answer?.error) throw new Error(`${what}: ${answer.error}`);
          return answer?.value;
        },
        close: () => session.navigate('about:blank'),
      };
    },
    close,
  };
}
