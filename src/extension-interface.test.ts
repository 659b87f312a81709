// @vitest-environment happy-dom
// A third-party extension, written only on the documented interface (README "Writing an
// extension"), on both sides: what it announces, what reaches it, and what a side without it does.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cleanUp,
  createEmitter,
  deliver,
  READY as EMBED_READY,
  frameIn,
  HOST,
  postedTypes,
} from '../test/support/embed-frame';
import { rawAction } from '../test/support/envelopes';
import { mountController, READY } from '../test/support/host';
import type { EmbedExtension } from './embed';
import { createEvent } from './envelope';
import type { HostExtension } from './host';

afterEach(() => {
  cleanUp();
  document.body.innerHTML = '';
});

const clicks = (count: number) => ({
  ...createEvent('ready', READY, 'dashboard'),
  type: 'svc:event:clicks',
  payload: { count },
});

function clickCounter(onData: (data: unknown) => void): HostExtension {
  return {
    name: 'clicks',
    setup: ({ log }) => ({
      events: {
        'svc:event:clicks': (data, origin) => {
          log('in', 'accepted', 'svc:event:clicks', origin, data);
          onData(data);
        },
      },
    }),
  };
}

describe('a host extension written on the interface', () => {
  it('gets its event type only after a ready that announces its name', () => {
    const got = vi.fn();
    const diagnostics = vi.fn();
    const { ready, deliver: send } = mountController({
      extensions: [clickCounter(got)],
      onDiagnostic: diagnostics,
    });
    ready(READY);
    send(clicks(1));
    expect(got).not.toHaveBeenCalled();
    expect(diagnostics).toHaveBeenCalledWith(expect.objectContaining({ reason: 'extension-refused' }));
    ready({ ...READY, extensions: 'clicks' });
    const second = clicks(2);
    send(second);
    expect(got).toHaveBeenCalledWith(second);
  });

  it('leaves a host without it working: an announced type it does not use is dropped quietly', () => {
    const diagnostics = vi.fn();
    const onReady = vi.fn();
    const { controller, ready, deliver: send } = mountController({ onDiagnostic: diagnostics });
    controller.on('ready', onReady);
    ready({ ...READY, extensions: 'clicks' });
    send(clicks(1));
    expect(onReady).toHaveBeenCalledOnce();
    expect(diagnostics).not.toHaveBeenCalled();
  });

  it('takes actions to send another way with its send hook, in order', () => {
    const taken: string[] = [];
    const outbox: HostExtension = { setup: () => ({ send: (action) => taken.push(action.type) > 0 }) };
    const { controller, ready, sent } = mountController({ extensions: [outbox] });
    ready(READY);
    controller.refresh();
    controller.navigate('/embed/d/1');
    expect(taken).toEqual(['svc:action:refresh', 'svc:action:navigate']);
    expect(sent()).toEqual([]);
  });
});

describe('an embed extension written on the interface', () => {
  const pinger = (onPing: (message: MessageEvent) => void): EmbedExtension => ({
    name: 'ping',
    setup: () => ({ actions: { 'svc:action:ping': onPing } }),
  });

  it('is announced in ready and gets its action type from the checked parent only', () => {
    const parent = frameIn();
    const onPing = vi.fn();
    const { emitter } = createEmitter({ extensions: [pinger(onPing)] });
    emitter.emitReady(EMBED_READY);
    const ready = parent.postMessage.mock.calls[0]?.[0] as { payload: { extensions: string } };
    expect(ready.payload.extensions).toBe('ping message-port');
    deliver(rawAction('ping', {}), { origin: 'https://evil.example' });
    expect(onPing).not.toHaveBeenCalled();
    deliver(rawAction('ping', {}));
    expect(onPing).toHaveBeenCalledOnce();
    expect(postedTypes(parent)).toEqual(['svc:event:ready']);
  });

  it('an embed without it refuses the type as extension-refused', () => {
    frameIn();
    const { diagnostics } = createEmitter();
    deliver(rawAction('ping', {}), { origin: HOST });
    expect(diagnostics.map((d) => d.reason)).toEqual(['extension-refused']);
  });
});
