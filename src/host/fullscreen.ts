import { EMBED_ERROR_CODES, EmbedError } from '../internal/errors';

const refused = (why: string, cause?: unknown) =>
  new EmbedError(EMBED_ERROR_CODES.fullscreenRefused, `fullscreen refused: ${why}`, { cause });

/** Rejects with an `EmbedError` (`fullscreen-refused`) when the browser cannot or will not. */
export async function enterFullscreen(iframe: HTMLIFrameElement, destroyed: boolean): Promise<void> {
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

/** Leaves fullscreen when this iframe holds it; does nothing otherwise. */
export async function leaveFullscreen(iframe: HTMLIFrameElement): Promise<void> {
  if (document.fullscreenElement !== iframe) return;
  await document.exitFullscreen().catch((cause: unknown) => {
    throw refused(String(cause), cause);
  });
}
