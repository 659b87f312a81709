import nodeConsole from 'node:console';
import { vi } from 'vitest';

const NOTICE = 'Iframe page loading is disabled';

/**
 * happy-dom loads no iframe pages and logs a DOMException to the Node console for each iframe
 * the controller creates; thousands of them would bury the report. Only that notice is muted.
 */
export function muteDisabledIframeNotices(): { restore(): void } {
  const print = nodeConsole.error.bind(nodeConsole);
  const spy = vi.spyOn(nodeConsole, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes(NOTICE)) print(...args);
  });
  return { restore: () => spy.mockRestore() };
}
