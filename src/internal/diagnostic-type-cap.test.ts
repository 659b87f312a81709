// @vitest-environment happy-dom
import { inspect } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanUp, createEmitter, deliver as deliverToEmbed, frameIn } from '../../test/support/embed-frame';
import { rawAction } from '../../test/support/envelopes';
import { mountController, READY } from '../../test/support/host';
import { createEvent } from '../envelope';
import type { Diagnostic } from '../host';
import { cappedType, MAX_SHOWN_TYPE_LENGTH } from './message-type';

afterEach(() => {
  cleanUp();
  document.body.innerHTML = '';
});

/** The longest run of one letter anywhere in what a handler could log of the diagnostic. */
const longestRun = (diagnostic: Diagnostic, letter: string) =>
  Math.max(
    0,
    ...[...inspect(diagnostic, { depth: 5 }).matchAll(new RegExp(`${letter}+`, 'g'))].map((m) => m[0].length),
  );

function hostDiagnostics(type: string): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const { ready, deliver } = mountController({ onDiagnostic: (d) => diagnostics.push(d) });
  ready(READY);
  deliver({ ...createEvent('ready', READY, 'dashboard'), type });
  return diagnostics;
}

function embedDiagnostics(type: string): Diagnostic[] {
  frameIn();
  const { diagnostics } = createEmitter();
  deliverToEmbed({ ...rawAction('refresh', {}), type });
  return diagnostics;
}

const LENGTHS = [100, 256, 257, 5_000, 1_000_000];

describe.each([
  ['the host', 'svc:event:', hostDiagnostics],
  ['the embed', 'svc:action:', embedDiagnostics],
])('an unknown type refused by %s', (_side, prefix, diagnose) => {
  it.each(LENGTHS)('of %i characters reaches onDiagnostic cut to 256 characters', (length) => {
    const type = `${prefix}${'q'.repeat(length - prefix.length)}`;
    const [diagnostic, ...more] = diagnose(type);
    expect(more).toEqual([]);
    expect(diagnostic?.reason).toMatch(/^(invalid-message|extension-refused)$/);
    expect(longestRun(diagnostic as Diagnostic, 'q')).toBeLessThanOrEqual(MAX_SHOWN_TYPE_LENGTH);
    const detail = diagnostic?.detail as { type?: string } | undefined;
    expect(detail?.type).toBe(cappedType(type));
    if (length > MAX_SHOWN_TYPE_LENGTH)
      expect(detail?.type).toMatch(new RegExp(`\\.\\.\\. \\(${length} characters\\)$`));
  });
});

describe('cappedType', () => {
  it.each([
    ['a short type as it is', 'svc:event:reboot', 'svc:event:reboot'],
    ['256 characters as they are', 'x'.repeat(256), 'x'.repeat(256)],
    [
      '257 characters cut, with the length, to 256',
      'x'.repeat(257),
      `${'x'.repeat(236)}... (257 characters)`,
    ],
  ])('keeps %s', (_label, type, shown) => {
    expect(cappedType(type)).toBe(shown);
    expect(cappedType(type).length).toBeLessThanOrEqual(256);
  });
});
