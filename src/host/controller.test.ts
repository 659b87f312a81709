// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountController, TENANT } from '../../test/support/host';
import { type Diagnostic, EmbedController } from '../host';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('the iframe', () => {
  it('is created in the container with the embed address and sensible defaults', () => {
    const { controller, container } = mountController({ allowExport: true });
    const iframe = container.querySelector('iframe');
    expect(iframe).toBe(controller.iframe);
    expect(iframe?.src).toBe(`${TENANT}/embed/dashboard/pub-1?session=session-1&allowExport=true`);
    expect(iframe?.title).toBe('Embedded dashboard');
    expect(iframe?.getAttribute('allow')).toBe('clipboard-read; clipboard-write; fullscreen');
    expect(iframe?.getAttribute('referrerpolicy')).toBe('origin');
    expect(iframe?.style.width).toBe('100%');
    expect(iframe?.style.height).toBe('100%');
  });

  it('takes an accessible title', () => {
    expect(mountController({ title: 'Sales overview' }).controller.iframe.title).toBe('Sales overview');
  });

  it('is attached when given, and left in place on destroy', () => {
    const iframe = document.createElement('iframe');
    document.body.append(iframe);
    const controller = new EmbedController({ tenantUrl: TENANT, surface: 'chat', iframe });
    expect(iframe.src).toBe(`${TENANT}/embed/chat`);
    controller.destroy();
    expect(iframe.isConnected).toBe(true);
  });
});

describe('ready', () => {
  it('resolves with the first ready payload', async () => {
    const { controller, ready } = mountController();
    expect(controller.isReady).toBe(false);
    ready();
    await expect(controller.ready).resolves.toEqual({
      embedTenant: 'acme',
      deploymentId: 42,
      mode: 'signed',
      surface: 'dashboard',
    });
    expect(controller.isReady).toBe(true);
  });

  it('rejects with a typed error when readyTimeoutMs passes', async () => {
    const { controller } = mountController({ readyTimeoutMs: 5_000 });
    vi.advanceTimersByTime(4_999);
    const outcome = vi.fn();
    controller.ready.catch(outcome);
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'EmbedError', code: 'ready-timeout' }),
    );
  });

  it('waits 30 s by default', async () => {
    const { controller } = mountController();
    await vi.advanceTimersByTimeAsync(29_999);
    const outcome = vi.fn();
    controller.ready.catch(outcome);
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledOnce();
  });

  it('rejects when destroyed first', async () => {
    const { controller } = mountController();
    controller.destroy();
    await expect(controller.ready).rejects.toMatchObject({ code: 'destroyed' });
  });
});

describe('subscriptions', () => {
  it('deliver typed payloads and the envelope', () => {
    const { controller, emit } = mountController();
    const onDownload = vi.fn();
    controller.on('download', onDownload);
    emit('download', { format: 'csv', target: 'widget', widgetId: 'w1', rowCount: 3 });
    expect(onDownload).toHaveBeenCalledWith(
      { format: 'csv', target: 'widget', widgetId: 'w1', rowCount: 3 },
      expect.objectContaining({ type: 'svc:event:download', surface: 'dashboard' }),
    );
  });

  it('support once, off and the unsubscribe returned by on', () => {
    const { controller, emit } = mountController();
    const [onceHandler, offHandler, unsubscribed] = [vi.fn(), vi.fn(), vi.fn()];
    controller.once('navigate', onceHandler);
    controller.on('navigate', offHandler);
    const unsubscribe = controller.on('navigate', unsubscribed);
    controller.off('navigate', offHandler);
    unsubscribe();
    emit('navigate', { path: '/a' });
    emit('navigate', { path: '/b' });
    expect(onceHandler).toHaveBeenCalledOnce();
    expect(offHandler).not.toHaveBeenCalled();
    expect(unsubscribed).not.toHaveBeenCalled();
  });

  it('isolate a throwing handler and report it', () => {
    const diagnostics: Diagnostic[] = [];
    const { controller, emit } = mountController({ onDiagnostic: (d) => diagnostics.push(d) });
    const after = vi.fn();
    controller.on('view', () => {
      throw new Error('host bug');
    });
    controller.on('view', after);
    expect(() => emit('view', { surface: 'dashboard', path: '/a' })).not.toThrow();
    expect(after).toHaveBeenCalledOnce();
    expect(diagnostics).toEqual([expect.objectContaining({ reason: 'handler-threw' })]);
  });
});

describe('destroy', () => {
  it('is idempotent and leaves no listener, timer, handler or created iframe behind', () => {
    const added = vi.spyOn(window, 'addEventListener');
    const removed = vi.spyOn(window, 'removeEventListener');
    const { controller, container, emit } = mountController({ mintSession: async () => 's2' });
    const handler = vi.fn();
    controller.on('view', handler);
    controller.destroy();
    controller.destroy();
    expect(container.querySelector('iframe')).toBeNull();
    expect(removed.mock.calls.map(([type, fn]) => [type, fn])).toEqual(
      added.mock.calls.map(([type, fn]) => [type, fn]),
    );
    expect(vi.getTimerCount()).toBe(0);
    emit('view', { surface: 'dashboard', path: '/a' });
    expect(handler).not.toHaveBeenCalled();
    expect(controller.destroyed).toBe(true);
  });
});

describe('several controllers on one page', () => {
  it('never see each other’s messages', () => {
    const first = mountController();
    const second = mountController({ publicId: 'pub-2' });
    const [onFirst, onSecond] = [vi.fn(), vi.fn()];
    first.controller.on('navigate', onFirst);
    second.controller.on('navigate', onSecond);
    first.emit('navigate', { path: '/from-first' });
    expect(onFirst).toHaveBeenCalledOnce();
    expect(onSecond).not.toHaveBeenCalled();
    second.ready();
    expect(second.controller.isReady).toBe(true);
    expect(first.controller.isReady).toBe(false);
  });
});
