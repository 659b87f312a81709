import { checkOptions, readOptionsOnce } from '../internal/check-options';
import { isTimerDelay, TIMER_DELAY_RULE } from '../internal/disposer';
import { invalidOption } from '../internal/errors';
import { CONTROLLER_OPTION_SHAPE } from './controller-option-shape';
import type { EmbedControllerOptions } from './controller-options';
import { embedAddress, surfacePath, surfaceRoot } from './embed-url';
import { type RenewalRetryOptions, resolveRenewalOptions } from './renewal-options';

/** What a controller is built from: its options, read once and checked as a whole. */
export interface ControllerSetup {
  /** The copy of the options (own properties only): the only one read from here on. */
  readonly options: EmbedControllerOptions;
  readonly readyTimeoutMs: number;
  readonly renewal: Required<RenewalRetryOptions>;
  /** `mintSession` without `sessionId`: the controller mints the first session before the iframe gets its address. */
  readonly mintsFirst: boolean;
  readonly tenantOrigin: string;
  /** Where the embed opens unless an extension's `openAt` moves it. */
  readonly start: string;
  /** The path every in-embed route of the surface lies under. */
  readonly root: string;
}

/** Reads and checks a controller's options once; a bad option throws `invalid-options` here. */
export function readControllerOptions(input: EmbedControllerOptions): ControllerSetup {
  const options = readOptionsOnce(input);
  if (options?.container === null)
    throw invalidOption('container is null: did document.querySelector() find no element?');
  checkOptions('EmbedController', options, CONTROLLER_OPTION_SHAPE);
  const { container, iframe, readyTimeoutMs = 30_000 } = options;
  if (!container === !iframe) throw invalidOption('give exactly one of container and iframe');
  if (!isTimerDelay(readyTimeoutMs) || readyTimeoutMs === 0) {
    throw invalidOption(`readyTimeoutMs must be > 0 and ${TIMER_DELAY_RULE}, got ${String(readyTimeoutMs)}`);
  }
  const renewal = resolveRenewalOptions(options.renewal);
  const mintsFirst = options.sessionId === undefined && options.mintSession !== undefined;
  // Checked now with a stand-in id, so a bad option throws at once, not when the mint resolves.
  const checked = mintsFirst ? { ...options, sessionId: 'minting' } : options;
  return {
    options,
    readyTimeoutMs,
    renewal,
    mintsFirst,
    // embedAddress (buildEmbedUrl) has checked tenantUrl; the address keeps its origin.
    tenantOrigin: new URL(embedAddress(checked)).origin,
    start: surfacePath(checked),
    root: surfaceRoot(options),
  };
}
