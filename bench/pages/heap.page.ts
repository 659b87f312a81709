import { hostConfig } from '../../e2e/pages/host-page-api';
import { EmbedEmitter } from '../../src/embed';
import { EmbedController } from '../../src/host';

const TEN_HOURS_MS = 36_000_000;

/**
 * `count` create/destroy cycles of a private controller (creating its iframe in a container) and
 * of a signed emitter with live timers; run.mjs weighs the heap around them. Returns how many
 * children the container kept (0: every created iframe was removed).
 *
 * The container stays out of the document: an iframe in the document starts a browsing context
 * and a navigation, about 10 ms each in Chromium, which would make 10,000 cycles take minutes
 * and weigh Chromium's frame teardown rather than the library.
 */
function createDestroyCycles(count: number): number {
  const { tenantUrl, publicId } = hostConfig;
  const container = document.createElement('div');
  for (let i = 0; i < count; i += 1) {
    const controller = new EmbedController({ tenantUrl, surface: 'dashboard', publicId, container });
    controller.destroy();
    const emitter = new EmbedEmitter({
      surface: 'dashboard',
      mode: 'signed',
      hostOrigins: '*',
      expiresAt: Date.now() + TEN_HOURS_MS,
      exchangeSession: async () => ({ expiresAt: Date.now() + TEN_HOURS_MS }),
    });
    emitter.destroy();
  }
  return container.childElementCount;
}

Object.assign(window, { bench: { createDestroyCycles } });
