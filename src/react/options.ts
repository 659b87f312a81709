import type { EmbedControllerOptions, RenewalUpdate } from '../host';
import type { EmbedEventProps } from './event-props';

/**
 * The controller's options without the element, plus callbacks; read on every render.
 *
 * - Identity (`tenantUrl`, `surface`, `publicId`, `deploymentId`, `path`, `allowExport`, and
 *   whether the embed is signed): a change destroys the embed and creates a new one with a
 *   fresh session from `mintSession`.
 * - Settings (`colorScheme`, `theme`, `locale`, `timezone`, `filters`): a change is sent as an
 *   action, compared by value; the iframe is never reloaded.
 * - `sessionId` opens the first embed only (it is single use); `mintSession` is called for
 *   every later one and for renewals, and may be a new function on each render.
 * - `title`, `readyTimeoutMs` and `renewal` are read when an embed is created.
 */
export interface UseEmbedOptions
  extends Omit<EmbedControllerOptions, 'container' | 'iframe'>,
    EmbedEventProps {
  /** Each step of a session renewal. */
  onRenewal?: (update: RenewalUpdate) => void;
  /**
   * What the wrapper could not do: invalid options or setting values (an `EmbedError` or a
   * `TypeError`), a failed `mintSession` for a new embed. Without it they go to `console.error`;
   * they never throw into the React tree.
   */
  onEmbedError?: (error: unknown) => void;
}

export function reportEmbedError(options: UseEmbedOptions, error: unknown): void {
  (options.onEmbedError ?? console.error)(error);
}
