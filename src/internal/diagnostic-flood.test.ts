// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanUp, createEmitter, deliver as deliverToEmbed, frameIn } from '../../test/support/embed-frame';
import { mountController } from '../../test/support/host';
import type { Diagnostic } from '../host';

const FLOOD = 20_001;
/** What a third party posts: data of its own, which no diagnostic may keep. */
const THEIRS = { secret: 'third-party-data' };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanUp();
  document.body.innerHTML = '';
});

function host(): {
  diagnostics: Diagnostic[];
  send: (from: 'stranger' | 'wrong-origin' | 'garbage') => void;
} {
  const diagnostics: Diagnostic[] = [];
  const { deliver, ready } = mountController({ onDiagnostic: (d) => diagnostics.push(d) });
  ready();
  const stranger = { postMessage() {} };
  return {
    diagnostics,
    send: (from) =>
      from === 'stranger'
        ? deliver(THEIRS, { source: stranger, origin: 'https://evil.example' })
        : from === 'wrong-origin'
          ? deliver(THEIRS, { origin: 'https://evil.example' })
          : deliver(THEIRS),
  };
}

function embed(): {
  diagnostics: Diagnostic[];
  send: (from: 'stranger' | 'wrong-origin' | 'garbage') => void;
} {
  frameIn();
  const { diagnostics } = createEmitter();
  return {
    diagnostics,
    send: (from) =>
      from === 'stranger'
        ? deliverToEmbed(THEIRS, { source: { postMessage() {} }, origin: 'https://evil.example' })
        : from === 'wrong-origin'
          ? deliverToEmbed(THEIRS, { origin: 'https://evil.example' })
          : deliverToEmbed(THEIRS),
  };
}

describe('a flood of refused messages', () => {
  it.each([
    ['host', 'stranger', 'wrong-source', host],
    ['host', 'wrong-origin', 'wrong-origin', host],
    ['host', 'garbage', 'invalid-message', host],
    ['embed', 'stranger', 'wrong-source', embed],
    ['embed', 'wrong-origin', 'wrong-origin', embed],
  ] as const)(
    '%s: %s messages give one diagnostic, then one with the count each second',
    (_side, from, reason, side) => {
      const { diagnostics, send } = side();
      for (let i = 0; i < FLOOD; i++) send(from);
      expect(diagnostics).toHaveLength(1);
      vi.advanceTimersByTime(1000);
      expect(diagnostics).toHaveLength(2);
      expect(diagnostics.map((d) => d.reason)).toEqual([reason, reason]);
      expect(diagnostics[1]?.count).toBe(FLOOD - 1);
      // The next second starts afresh: the first is told at once again.
      send(from);
      expect(diagnostics).toHaveLength(3);
    },
  );

  it('refusals from more than 64 origins within a second: at most 64 diagnostics', () => {
    const diagnostics: Diagnostic[] = [];
    const { deliver, ready } = mountController({ onDiagnostic: (d) => diagnostics.push(d) });
    ready();
    for (let i = 0; i < 1000; i++) deliver(THEIRS, { origin: `https://evil-${i}.example` });
    expect(diagnostics).toHaveLength(64);
  });

  it.each([
    ['host', host],
    ['embed', embed],
  ] as const)("%s: a stranger window's data is in no diagnostic", (_side, side) => {
    const { diagnostics, send } = side();
    for (let i = 0; i < 3; i++) send('stranger');
    vi.advanceTimersByTime(1000);
    expect(JSON.stringify(diagnostics)).not.toContain('third-party-data');
  });
});
