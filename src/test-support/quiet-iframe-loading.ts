// happy-dom does not load iframe pages (tests post the frame's messages themselves) and prints a stack
// trace for every iframe a test creates, thousands of lines that hid real output in CI logs. It prints
// through Node's own console, which vitest's onConsoleLog never sees, so the filter sits there.
import nodeConsole from 'node:console';

const QUIET = Symbol.for('svc-embed.quiet-iframe-loading');
const isIframeLoadingNotice = (value: unknown) =>
  value instanceof Error && value.message.includes('Iframe page loading is disabled');

type PatchedError = typeof nodeConsole.error & { [QUIET]?: true };
if (!(nodeConsole.error as PatchedError)[QUIET]) {
  const printError = nodeConsole.error.bind(nodeConsole);
  const quietError: PatchedError = (...args: unknown[]) => {
    if (!isIframeLoadingNotice(args[0])) printError(...args);
  };
  quietError[QUIET] = true;
  nodeConsole.error = quietError;
}
