// @vitest-environment happy-dom
import { inspect } from 'node:util';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountController } from '../../test/support/host';
import { settle, mountRenewal as setup } from '../../test/support/renewal';
import { createAction } from '../envelope';
import { debugLog } from '../internal/debug-log';

/** A live-looking id: 43 URL-safe characters, as a backend mints them. */
const ID = 'Zx9-Q1w2E3r4T5y6U7i8O9p0A1s2D3f4G5h6J7k8L9z';

/** Common mistakes that put a real id into a value the rules refuse. */
const MISTAKES: [string, unknown][] = [
  ['the mint response object', { sessionId: ID }],
  ['the id with a trailing newline', `${ID}\n`],
  ['the JSON-quoted id', JSON.stringify(ID)],
  ['the id with a space', ` ${ID}`],
  ['the id in an array', [ID]],
];

/** Everything a host would log of an error: its text, its cause, every field at any depth. */
const allText = (value: unknown) => `${String(value)} ${inspect(value, { depth: Infinity })}`;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('a refused session id is described by its shape, never quoted', () => {
  it.each(MISTAKES)('setSession(%s) throws without the id', (_label, value) => {
    const { controller, ready } = mountController();
    ready();
    let thrown: unknown;
    try {
      controller.setSession(value as string);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ code: 'invalid-argument' });
    expect(allText(thrown)).not.toContain(ID);
    expect(String(thrown)).toMatch(/sessionId .*got (a string of \d+ characters with |an object|an array)/);
  });

  it.each(MISTAKES)('createAction with %s throws without the id', (_label, value) => {
    let thrown: unknown;
    try {
      createAction('set-session', { sessionId: value as string });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ code: 'invalid-argument' });
    expect(allText(thrown)).not.toContain(ID);
  });

  it.each(MISTAKES)(
    'a renewal whose mint resolves %s reports mint-failed without the id',
    async (_label, value) => {
      const s = setup(async () => value as string, { extensions: [debugLog()] });
      const logged: unknown[] = [];
      for (const method of ['log', 'groupCollapsed', 'info', 'warn', 'error'] as const) {
        vi.spyOn(console, method).mockImplementation((...args: unknown[]) => logged.push(args));
      }
      s.expiring();
      await settle();
      const failed = s.updates.find((update) => update.phase === 'mint-failed');
      expect(failed).toBeDefined();
      expect(allText(s.updates)).not.toContain(ID);
      expect(allText(logged)).not.toContain(ID);
      expect(s.setSessions()).toEqual([]);
    },
  );
});
