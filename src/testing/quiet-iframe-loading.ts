const QUIET = Symbol.for('svc-embed.quiet-iframe-loading');

type ConsoleError = ((...args: unknown[]) => void) & { [QUIET]?: true };
type Console = { error: ConsoleError };

const isIframeLoadingNotice = (value: unknown) =>
  value instanceof Error && value.message.includes('Iframe page loading is disabled');

/**
 * Silences happy-dom's "Iframe page loading is disabled" error, printed with a stack trace for every
 * iframe a test creates (happy-dom loads no iframe pages; `simulateEmbed` plays the embed instead).
 * Every other error still prints. Call it once, in a setup file (Vitest's `setupFiles`, Jest's
 * `setupFilesAfterEnv`); calling it again does nothing. happy-dom prints through Node's own
 * console, which a test runner's console capture does not see, so that one is filtered too.
 */
export function quietIframeLoading(): void {
  const node = globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } };
  const nodeConsole = node.process?.getBuiltinModule?.('node:console') as Console | undefined;
  for (const target of new Set([nodeConsole, globalThis.console as Console])) {
    if (!target || target.error[QUIET]) continue;
    const printError = target.error.bind(target);
    const quietError: ConsoleError = (...args) => {
      if (!isIframeLoadingNotice(args[0])) printError(...args);
    };
    quietError[QUIET] = true;
    target.error = quietError;
  }
}
