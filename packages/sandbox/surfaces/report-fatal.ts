import { EmbedEmitter } from '@svc/embed/embed';
import type { SurfaceConfig } from './surface-config';

/**
 * Tells the host at once that the surface cannot start: the spec's `error` event with
 * `fatal: true`, the one event an embed sends before `ready`, so the host's `ready` rejects
 * (`embed-failed`) now instead of timing out. A host this page may not talk to hears nothing.
 */
export function reportFatal(config: SurfaceConfig, message: string): void {
  try {
    const emitter = new EmbedEmitter({
      surface: config.surface,
      mode: 'private',
      hostOrigins: config.hostOrigins,
    });
    emitter.emit('error', { message, name: 'EmbedStartError', context: 'embed-start', fatal: true });
    emitter.destroy();
  } catch {
    // Not framed or a config the emitter refuses: the page's own message is all there is.
  }
}
