import { EMBED_ERROR_CODES, EmbedError } from './errors';

/** Throws `browser-only` where there is no DOM (Node, a server render), instead of a ReferenceError. */
export function requireBrowser(entry: string): void {
  if (typeof document === 'undefined')
    throw new EmbedError(
      EMBED_ERROR_CODES.browserOnly,
      `${entry} runs in the browser, not on a server: create it in client-side code (an effect, a client component, or a wrapper)`,
    );
}
