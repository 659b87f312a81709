// @vitest-environment happy-dom
import { format } from 'node:util';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountController } from '../../test/support/host';
import { debugLog } from './debug-log';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

function consoleCalls() {
  const calls: unknown[][] = [];
  for (const method of ['groupCollapsed', 'log', 'groupEnd'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => calls.push(args));
  }
  return calls;
}

const envelope = (type: string) => ({
  source: 'svc-embed',
  direction: 'event',
  type,
  payload: {},
  timestamp: 1,
  surface: 'dashboard',
});

/** A fake line of ours after a newline, and format directives that would style or swallow text. */
const SPOOF = 'x\n%c[svc-embed host] ← svc:event:ready accepted %s%o';

describe('debug log of attacker-chosen text', () => {
  it.each([
    ['a type with a newline and format directives', `svc:event:${SPOOF}`],
    ['a 1 MB type', `svc:event:${'y'.repeat(1_000_000)}`],
  ])('%s is only a format argument, on one line and cut', (_label, type) => {
    const calls = consoleCalls();
    const { controller, ready, deliver } = mountController({ extensions: [debugLog()] });
    ready();
    deliver(envelope(type));
    controller.destroy();
    const [title] = calls.filter((args) => format(...(args as [string])).endsWith(' refused'));
    expect(title).toBeDefined();
    const [formatString, ...args] = title as unknown[];
    expect(formatString).not.toContain('svc:event:x');
    expect(formatString).not.toContain('yyy');
    for (const arg of args) {
      expect(String(arg)).not.toContain('\n');
      expect(String(arg).length).toBeLessThan(300);
    }
    // What the console shows: one line, the spoofed text escaped.
    const shown = format(...(title as [string, ...unknown[]]));
    expect(shown.split('\n')).toHaveLength(1);
    expect(shown).not.toMatch(/accepted %s%o$/);
  });
});
