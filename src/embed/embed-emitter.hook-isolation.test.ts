// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cleanUp,
  createEmitter,
  deliver,
  frameIn,
  posted,
  READY,
  sendAction,
} from '../../test/support/embed-frame';
import { rawAction } from '../../test/support/envelopes';
import type { Diagnostic } from '../internal/diagnostics';
import { extensionEvent } from '../protocol/extension-envelope';
import type { EmbedExtension, EmbedExtensionHooks } from './extension';

afterEach(cleanUp);

const CLICK = 'svc:action:click';
const boom = () => {
  throw new Error('boom');
};

/** An extension named `thrower` whose hook `hook` throws. */
function thrower(hook: keyof EmbedExtensionHooks): EmbedExtension {
  const hooks: EmbedExtensionHooks =
    hook === 'actions' ? { actions: { [CLICK]: boom } } : ({ [hook]: boom } as EmbedExtensionHooks);
  return { name: 'thrower', setup: () => hooks };
}

/** An extension after the thrower that records each hook it is called with. */
function witness(calls: string[]): EmbedExtension {
  return {
    name: 'witness',
    setup: () => ({
      ready: () => void calls.push('ready'),
      send: (envelope) => {
        calls.push(`send ${(envelope as { type: string }).type}`);
        return false;
      },
      log: (_direction, verdict, type) => void calls.push(`log ${verdict} ${type}`),
    }),
  };
}

function mount(extensions: EmbedExtension[]) {
  const parent = frameIn();
  const calls: string[] = [];
  const { emitter, diagnostics } = createEmitter({ extensions: [...extensions, witness(calls)] });
  const threw = () => diagnostics.filter((diagnostic: Diagnostic) => diagnostic.reason === 'handler-threw');
  return { parent, emitter, diagnostics, calls, threw };
}

describe('a throwing embed hook is one handler-threw naming it, and everything else goes on', () => {
  it.each<keyof EmbedExtensionHooks>(['ready', 'send'])(
    '%s: ready and the events emitted before it go out once each; the other extension runs',
    (hook) => {
      const { parent, emitter, calls, threw } = mount([thrower(hook)]);
      emitter.emit('view', { surface: 'dashboard', path: '/embed/dashboard/x' });
      emitter.emitReady(READY);
      expect(posted(parent).map((envelope) => envelope.type)).toEqual(['svc:event:ready', 'svc:event:view']);
      expect(posted(parent)[0]?.payload).toMatchObject({
        extensions: 'thrower witness message-port',
      });
      expect(calls).toEqual(expect.arrayContaining(['ready', 'send svc:event:ready', 'send svc:event:view']));
      expect(threw()[0]?.message).toBe(`extension "thrower": hook "${hook}" threw: Error: boom`);
    },
  );

  it('actions: that message is dropped; the app still gets the next action', () => {
    const { emitter, threw } = mount([thrower('actions')]);
    const onRefresh = vi.fn();
    emitter.onAction('refresh', onRefresh);
    emitter.emitReady(READY);
    deliver({ ...rawAction('refresh', {}), type: CLICK });
    sendAction('refresh', {});
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(threw().map((diagnostic) => diagnostic.message)).toEqual([
      `extension "thrower": hook "actions["${CLICK}"]" threw: Error: boom`,
    ]);
  });

  it('log: the other log still gets every step; no diagnostic about the diagnostic', () => {
    const { emitter, calls, threw } = mount([thrower('log')]);
    emitter.emitReady(READY);
    expect(calls).toContain('log sent svc:event:ready');
    expect(threw()).toHaveLength(1);
  });

  it('setup: the extension is left out and not announced; the emitter and the others go on', () => {
    const failing: EmbedExtension = {
      name: 'failing',
      setup: () => {
        throw new RangeError('out of range');
      },
    };
    const { parent, emitter, calls, threw } = mount([failing]);
    emitter.emitReady(READY);
    expect(posted(parent)[0]?.payload).toMatchObject({ extensions: 'witness message-port' });
    expect(calls).toContain('ready');
    expect(threw().map((diagnostic) => diagnostic.message)).toEqual([
      'extension "failing": hook "setup" threw: RangeError: out of range',
    ]);
  });
});

describe('how embed hooks combine', () => {
  it('actions: two extensions that claim one type are invalid-options at construction, naming both', () => {
    const claims = (name: string): EmbedExtension => ({
      name,
      setup: () => ({ actions: { [CLICK]: () => {} } }),
    });
    frameIn();
    expect(() => createEmitter({ extensions: [claims('first'), claims('second')] })).toThrow(
      expect.objectContaining({
        code: 'invalid-options',
        message: `EmbedEmitter: extension "first" and extension "second" both handle "${CLICK}"`,
      }),
    );
  });
});

describe('the embed context inside setup', () => {
  it('post waits in the queue for ready; diagnose reaches onDiagnostic; receive checks data', () => {
    const early: EmbedExtension = {
      name: 'early',
      setup: ({ post, diagnose, receive, surface, now }) => {
        post(extensionEvent('content-size', { height: 10, width: 10 }, surface, now()));
        diagnose({ reason: 'queue-full', message: 'told in setup' });
        receive({ not: 'an action' }, 'port');
        return {};
      },
    };
    const { parent, emitter, diagnostics } = mount([early]);
    expect(posted(parent)).toEqual([]);
    expect(diagnostics.map((diagnostic) => diagnostic.reason)).toEqual(['queue-full', 'invalid-message']);
    emitter.emitReady(READY);
    expect(posted(parent).map((envelope) => envelope.type)).toEqual([
      'svc:event:ready',
      'svc:event:content-size',
    ]);
  });
});
