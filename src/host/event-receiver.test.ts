// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountController, TENANT } from '../../test/support/host';
import { createAction, createEvent, EMBED_SOURCE } from '../envelope';
import type { Diagnostic } from '../host';

afterEach(() => {
  document.body.innerHTML = '';
});

const validView = createEvent('view', { surface: 'dashboard', path: '/a' }, 'dashboard');

function setup() {
  const diagnostics: Diagnostic[] = [];
  const mounted = mountController({ onDiagnostic: (d) => diagnostics.push(d) });
  const onView = vi.fn();
  const onAny = vi.fn();
  mounted.controller.on('view', onView);
  for (const name of ['ready', 'navigate', 'download', 'error'] as const) mounted.controller.on(name, onAny);
  return { ...mounted, diagnostics, onView, onAny };
}

describe('the host receive pipeline', () => {
  it('delivers a valid event from its iframe at the tenant origin', () => {
    const { deliver, onView, diagnostics } = setup();
    deliver(validView);
    expect(onView).toHaveBeenCalledOnce();
    expect(diagnostics).toEqual([]);
  });

  it.each<[string, () => unknown]>([
    ['no source', () => null],
    ['the host window itself', () => window],
    ['another window', () => ({ postMessage() {} })],
    [
      'a sibling iframe',
      () => {
        const sibling = document.createElement('iframe');
        document.body.append(sibling);
        return sibling.contentWindow ?? { sibling: true };
      },
    ],
  ])('ignores a valid event from %s (wrong-source)', (_label, source) => {
    const { deliver, onView, diagnostics } = setup();
    deliver(validView, { source: source() });
    expect(onView).not.toHaveBeenCalled();
    expect(diagnostics.map((d) => d.reason)).toEqual(['wrong-source']);
    // Named by its type (debug logs show it), the data itself not handed on.
    expect(diagnostics[0]?.message).toBe('svc:event:view refused: not sent by this embed iframe');
    expect(diagnostics[0]?.detail).toBeUndefined();
  });

  it.each([
    ['a lookalike subdomain', 'https://tenant.example.evil.com'],
    ['a lookalike prefix', 'https://eviltenant.example'],
    ['http instead of https', 'http://tenant.example'],
    ['a different port', 'https://tenant.example:8443'],
    ['a sandboxed frame', 'null'],
    ['an empty origin', ''],
    ['a third origin', 'https://evil.example'],
    ['a trailing slash', `${TENANT}/`],
  ])('ignores a valid event from its iframe at %s (wrong-origin)', (_label, origin) => {
    const { deliver, onView, diagnostics } = setup();
    deliver(validView, { origin });
    expect(onView).not.toHaveBeenCalled();
    expect(diagnostics.map((d) => d.reason)).toEqual(['wrong-origin']);
  });

  it.each<[string, unknown]>([
    ['a string', JSON.stringify(validView)],
    ['a number', 7],
    ['null', null],
    ['undefined', undefined],
    ['an array', [validView]],
    ['a foreign envelope', { ...validView, source: 'other-sdk' }],
    ['a message from another library', { type: 'webpackOk' }],
    ['an action arriving at the host', createAction('refresh', {})],
    ['an action type in an event direction', { ...validView, type: 'svc:action:refresh' }],
    ['an event without surface', { ...validView, surface: undefined }],
    ['a broken payload', { ...validView, payload: { surface: 'dashboard' } }],
    [
      'a ready whose surface differs from the envelope',
      { ...createEvent('ready', readyFor('chat'), 'chat'), surface: 'dashboard' },
    ],
  ])('ignores %s (invalid-message)', (_label, data) => {
    const { deliver, onView, onAny, diagnostics, controller } = setup();
    deliver(data);
    expect(onView).not.toHaveBeenCalled();
    expect(onAny).not.toHaveBeenCalled();
    expect(controller.isReady).toBe(false);
    expect(diagnostics.map((d) => d.reason)).toEqual(['invalid-message']);
  });

  it('survives a throwing diagnostic hook', () => {
    const { deliver, controller } = mountController({
      onDiagnostic: () => {
        throw new Error('hook bug');
      },
    });
    const onView = vi.fn();
    controller.on('view', onView);
    expect(() => deliver('garbage')).not.toThrow();
    deliver(validView);
    expect(onView).toHaveBeenCalledOnce();
  });

  it('checks the envelope source constant', () => {
    expect(validView.source).toBe(EMBED_SOURCE);
  });
});

function readyFor(surface: 'chat') {
  return { embedTenant: null, deploymentId: null, mode: 'private', surface } as const;
}
