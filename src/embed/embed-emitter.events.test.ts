// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cleanUp,
  createEmitter,
  frameIn,
  HOST,
  posted,
  postedTypes,
  READY,
} from '../../test/support/embed-frame';
import { type EmbedEvent, safeParseEvent } from '../envelope';
import { DIAGNOSTIC_REASONS } from '../internal/diagnostics';
import { MAX_PENDING_EVENTS } from './embed-emitter';

afterEach(cleanUp);

describe('EmbedEmitter events', () => {
  it('sends ready first, with surface and mode filled in, to the exact parent origin', () => {
    const parent = frameIn();
    const { emitter } = createEmitter({ surface: 'app', mode: 'private' });
    emitter.emitReady({ ...READY, publicId: 'dash-1' });

    expect(parent.postMessage).toHaveBeenCalledTimes(1);
    const [envelope, target] = parent.postMessage.mock.calls[0] ?? [];
    expect(target).toBe(HOST);
    expect(envelope).toMatchObject({
      type: 'svc:event:ready',
      surface: 'app',
      payload: { embedTenant: 'acme', deploymentId: 42, publicId: 'dash-1', surface: 'app', mode: 'private' },
    });
    expect(safeParseEvent(envelope).success).toBe(true);
  });

  it('sends ready once per emitter', () => {
    const parent = frameIn();
    const { emitter } = createEmitter();
    emitter.emitReady(READY);
    emitter.emitReady({ embedTenant: 'other', deploymentId: 7 });
    expect(postedTypes(parent)).toEqual(['svc:event:ready']);
    expect(posted(parent)[0]?.payload).toMatchObject({ embedTenant: 'acme' });
  });

  it('queues events emitted before ready and flushes them in order right after it', () => {
    const parent = frameIn();
    const { emitter } = createEmitter();
    emitter.emit('view', { surface: 'dashboard', path: '/embed/d/42' });
    emitter.emit('navigate', { path: '/embed/d/43', previousPath: '/embed/d/42' });
    expect(parent.postMessage).not.toHaveBeenCalled();

    emitter.emitReady(READY);
    emitter.emit('dashboard-loaded', { widgetCount: 3 });
    expect(postedTypes(parent)).toEqual([
      'svc:event:ready',
      'svc:event:view',
      'svc:event:navigate',
      'svc:event:dashboard-loaded',
    ]);
    for (const [, target] of parent.postMessage.mock.calls) expect(target).toBe(HOST);
  });

  it('keeps only the newest MAX_PENDING_EVENTS events before ready, and says which it dropped', () => {
    const parent = frameIn();
    const { emitter, diagnostics } = createEmitter();
    const paths = Array.from({ length: MAX_PENDING_EVENTS + 2 }, (_, i) => `/embed/d/${i}`);
    for (const path of paths) emitter.emit('navigate', { path });

    expect(diagnostics.map((d) => [d.reason, (d.detail as EmbedEvent).payload])).toEqual([
      [DIAGNOSTIC_REASONS.queueFull, { path: '/embed/d/0' }],
      [DIAGNOSTIC_REASONS.queueFull, { path: '/embed/d/1' }],
    ]);
    emitter.emitReady(READY);
    const sent = posted(parent).slice(1) as EmbedEvent<'navigate'>[];
    expect(sent.map((event) => event.payload.path)).toEqual(paths.slice(2));
  });

  it('throws an EmbedError naming the field for an invalid payload, and sends nothing', () => {
    const parent = frameIn();
    const { emitter } = createEmitter();
    emitter.emitReady(READY);
    expect(() => emitter.emit('drilldown', { member: 'count' })).toThrow(/payload\.member/);
    expect(() => emitter.emitReady({ ...READY, deploymentId: 0 })).not.toThrow(); // already sent: ignored
    expect(postedTypes(parent)).toEqual(['svc:event:ready']);
  });

  it('refuses an invalid ready payload without using up the one ready', () => {
    const parent = frameIn();
    const { emitter } = createEmitter();
    expect(() => emitter.emitReady({ ...READY, deploymentId: 0 })).toThrow(
      expect.objectContaining({ name: 'EmbedError', code: 'invalid-argument' }),
    );
    emitter.emitReady(READY);
    expect(postedTypes(parent)).toEqual(['svc:event:ready']);
  });

  it('refuses emit("ready"): ready has its own method', () => {
    frameIn();
    const { emitter } = createEmitter();
    // @ts-expect-error ready is not an emitted event name
    expect(() => emitter.emit('ready', { ...READY, surface: 'dashboard', mode: 'private' })).toThrow(
      /emitReady\(/,
    );
  });
});

describe('EmbedEmitter finding the host', () => {
  const cases: {
    label: string;
    parentAt: { ancestorOrigin?: string; referrer?: string };
    hostOrigins?: string[] | '*';
    target: string | null;
    reason?: string;
  }[] = [
    { label: 'ancestorOrigins on the list', parentAt: { ancestorOrigin: HOST }, target: HOST },
    {
      label: 'referrer on the list (its path is dropped)',
      parentAt: { referrer: `${HOST}/reports/q3?x=1` },
      target: HOST,
    },
    {
      label: 'ancestorOrigins wins over the referrer',
      parentAt: { ancestorOrigin: HOST, referrer: 'https://evil.example/' },
      target: HOST,
    },
    {
      label: 'ancestorOrigins not on the list',
      parentAt: { ancestorOrigin: 'https://evil.example', referrer: `${HOST}/` },
      target: null,
      reason: 'wrong-origin',
    },
    {
      label: 'referrer not on the list',
      parentAt: { referrer: 'https://host.example.evil.com/' },
      target: null,
      reason: 'wrong-origin',
    },
    { label: 'parent origin unknown', parentAt: {}, target: null, reason: 'no-target' },
    {
      label: 'opaque parent origin',
      parentAt: { ancestorOrigin: 'null' },
      target: null,
      reason: 'no-target',
    },
    {
      label: "'*' with a known parent origin still targets it exactly",
      parentAt: { ancestorOrigin: 'https://any.example' },
      hostOrigins: '*',
      target: 'https://any.example',
    },
    { label: "'*' with an unknown parent origin", parentAt: {}, hostOrigins: '*', target: '*' },
  ];

  it.each(cases)('$label', ({ parentAt, hostOrigins = [HOST], target, reason }) => {
    const parent = frameIn(parentAt);
    const { emitter, diagnostics } = createEmitter({ hostOrigins });
    emitter.emitReady(READY);
    emitter.emit('view', { surface: 'dashboard', path: '/' });

    if (target === null) {
      expect(parent.postMessage).not.toHaveBeenCalled();
      expect(diagnostics.map((d) => d.reason)).toEqual([reason, reason]);
      expect(diagnostics[0]?.detail).toMatchObject({ type: 'svc:event:ready' });
    } else {
      expect(parent.postMessage.mock.calls.map(([, t]) => t)).toEqual([target, target]);
      expect(diagnostics).toEqual([]);
    }
  });

  it('posts nothing when not framed and says so', () => {
    const ownPost = vi.spyOn(window, 'postMessage');
    const { emitter, diagnostics } = createEmitter({ hostOrigins: '*' });
    emitter.emitReady(READY);
    expect(ownPost).not.toHaveBeenCalled();
    expect(diagnostics).toMatchObject([
      { reason: 'no-target', message: expect.stringMatching(/not framed/) },
    ]);
  });
});
