import type { DiagnosticHandler, RenewalUpdate, SurfaceTarget } from '../host';
import type { LifecycleOptions } from '../lifecycle';
import type { EmbedEventProps } from './event-props';

/**
 * The controller's options without the element, plus callbacks; read on every render. A dashboard
 * needs `publicId`, an app `deploymentId` (`SurfaceTarget`), as for the controller.
 *
 * - Identity (`tenantUrl`, `surface`, `publicId`, `deploymentId`, `path`, `allowExport`,
 *   whether the embed is signed, and `keepAlive`'s owner): a change destroys the embed and creates a new one.
 * - Settings (`colorScheme`, `theme`, `locale`, `timezone`, `filters`) and `title`: a change is
 *   applied to the live embed, compared by value; the iframe is never reloaded.
 * - `sessionId` is single use: it opens the next embed unless an earlier one used it; then the
 *   new embed mints through `mintSession`, which is also called for renewals and may be a new
 *   function on each render. An empty `sessionId` is an error.
 * - The rest (`readyTimeoutMs`, `renewal`, ...) is read when an embed is created. After a failure,
 *   a change of any value tries again.
 */
export type UseEmbedOptions = UseEmbedFields & SurfaceTarget;

/** Every field of `UseEmbedOptions`; it adds what each surface needs. */
export interface UseEmbedFields extends LifecycleOptions, EmbedEventProps {
  /** Why a message was refused or a handler threw. */
  onDiagnostic?: DiagnosticHandler;
  /** Each step of a session renewal. */
  onRenewal?: (update: RenewalUpdate) => void;
  /**
   * What the wrapper could not do: invalid options or setting values, a spent or empty
   * `sessionId`, a failed `mintSession`, a `ready` that timed out (`code: 'ready-timeout'`).
   * Without it they go to `console.error`; they never throw into the React tree.
   */
  onEmbedError?: (error: unknown) => void;
}

export function reportEmbedError(options: UseEmbedOptions, error: unknown): void {
  (options.onEmbedError ?? console.error)(error);
}
