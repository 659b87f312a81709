import type { Disposer } from '../internal/disposer';
import type { EmbedError } from '../internal/errors';
import type { HostExtensions } from './capabilities';
import type { ControllerSetup } from './controller-setup';
import { openingAddress } from './first-session';
import { probeWhenSilent } from './reach-probe';
import { type ReadyGate, type ReadyWatch, readyTimeoutError } from './ready-gate';

/**
 * The opening step, once, now or when the extension whose `defer` held it calls `open`: the ready
 * timeout and the reach probe start, the extensions' `openAt` may move the first address, the
 * iframe gets its address (after the first mint, with `mintSession` alone) and goes into the container.
 */
export function openWhenAllowed(
  setup: ControllerSetup,
  iframe: HTMLIFrameElement,
  /** Whether the controller created the iframe, so it goes into the container here. */
  ownsIframe: boolean,
  extensions: HostExtensions,
  readyGate: ReadyGate,
  timers: Disposer,
  seen: ReadyWatch,
): void {
  const { options, tenantOrigin, readyTimeoutMs, mintsFirst } = setup;
  let opened = false;
  const open = () => {
    if (opened || timers.disposed) return;
    opened = true;
    readyGate.start(timers, readyTimeoutMs, () => readyTimeoutError(tenantOrigin, readyTimeoutMs, seen));
    probeWhenSilent(iframe, tenantOrigin, timers, seen, (error) => readyGate.reject(error));
    const route = extensions.openAt(setup.start, setup.root);
    const address = openingAddress(options, route, tenantOrigin, mintsFirst);
    if (typeof address === 'string' && iframe.src !== address) iframe.src = address;
    if (ownsIframe) options.container?.append(iframe);
    if (typeof address !== 'string')
      address.then(
        (minted) => {
          if (!timers.disposed) iframe.src = minted;
        },
        (error: EmbedError) => readyGate.reject(error),
      );
  };
  if (!extensions.defer(open, (options.container ?? options.iframe) as HTMLElement)) open();
}
