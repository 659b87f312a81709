import { EMBED_ERROR_CODES, EmbedError } from '../../internal/errors';

const refused = (why: string, cause?: unknown) =>
  new EmbedError(EMBED_ERROR_CODES.fullscreenRefused, `fullscreen refused: ${why}`, { cause });

/** The part of an `EmbedController` (or any embed) fullscreen needs. */
export interface FullscreenTarget {
  /** The iframe to show fullscreen. */
  readonly iframe: HTMLIFrameElement;
  /** True after `destroy()`. */
  readonly destroyed?: boolean;
}

/**
 * Shows the embed's iframe fullscreen: `await requestFullscreen(controller)` from a click handler.
 * Rejects with an `EmbedError` (`fullscreen-refused`) when the browser cannot or will not.
 */
export async function requestFullscreen({ iframe, destroyed }: FullscreenTarget): Promise<void> {
  if (destroyed) throw new EmbedError(EMBED_ERROR_CODES.destroyed, 'requestFullscreen after destroy()');
  if (!iframe.isConnected) throw refused('the iframe is not in the document');
  if (typeof iframe.requestFullscreen !== 'function' || document.fullscreenEnabled === false) {
    throw refused('this browser or page does not allow it');
  }
  // Most often refused: not called from a user gesture, or a permissions policy forbids it.
  await iframe.requestFullscreen().catch((cause: unknown) => {
    throw refused(String(cause), cause);
  });
}

/** Leaves fullscreen when the embed's iframe holds it; does nothing otherwise. */
export async function exitFullscreen({ iframe }: FullscreenTarget): Promise<void> {
  if (document.fullscreenElement !== iframe) return;
  await document.exitFullscreen().catch((cause: unknown) => {
    throw refused(String(cause), cause);
  });
}
