// @vitest-environment happy-dom
// A surface that fails before it can say ready (its data call refused, a tenant that refuses the
// embed mode): the embed reports it at once, and the host's `ready` rejects at once, not after 30 s.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cleanUp,
  createEmitter,
  READY as EMBED_READY,
  frameIn,
  postedTypes,
} from '../test/support/embed-frame';
import { mountController, READY } from '../test/support/host';
import { createEvent } from './envelope';
import type { EmbedError } from './host';

afterEach(() => {
  cleanUp();
  document.body.innerHTML = '';
});

const failure = (fatal: boolean) =>
  createEvent('error', { message: 'session refused (401)', name: 'EmbedAuthError', fatal }, 'dashboard');

describe('the host: a fatal error before ready', () => {
  it('rejects ready at once with embed-failed, carrying the embed message', async () => {
    vi.useFakeTimers();
    const { controller, deliver } = mountController({ readyTimeoutMs: 30_000 });
    const onError = vi.fn();
    controller.on('error', onError);
    deliver(failure(true));
    const error = (await controller.ready.catch((e: EmbedError) => e)) as EmbedError;
    expect(error.code).toBe('embed-failed');
    expect(error.message).toBe('the embed failed before ready: session refused (401)');
    // Handlers still hear the event itself.
    expect(onError).toHaveBeenCalledOnce();
  });

  it.each([
    ['a non-fatal error before ready', [failure(false)]],
    ['a fatal error after ready', [createEvent('ready', READY, 'dashboard'), failure(true)]],
  ])('leaves ready alone after %s', async (_label, events) => {
    const { controller, deliver } = mountController();
    for (const event of events) deliver(event);
    deliver(createEvent('ready', READY, 'dashboard'));
    await expect(controller.ready).resolves.toMatchObject({ embedTenant: 'acme' });
  });
});

describe('the embed: an error before ready', () => {
  it.each([
    [true, ['svc:event:error']],
    [false, []],
  ])('fatal %s: sent at once (not held for ready) only when fatal', (fatal, sentBeforeReady) => {
    const parent = frameIn();
    const { emitter } = createEmitter();
    emitter.emit('error', { message: 'data call refused (401)', fatal });
    expect(postedTypes(parent)).toEqual(sentBeforeReady);
    emitter.emitReady(EMBED_READY);
    expect(postedTypes(parent).filter((type) => type === 'svc:event:error')).toHaveLength(1);
  });
});
