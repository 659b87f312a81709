import type { Disposer } from '../internal/disposer';
import { EMBED_ERROR_CODES, EmbedError } from '../internal/errors';
import type { ReadyWatch } from './ready-gate';

/** How long a loaded, silent iframe waits before the host asks whether the tenant answers at all. */
export const PROBE_AFTER_LOAD_MS = 1_000;
/** Firefox fires no `load` for a frame it could not reach: then the host asks this long after opening. */
export const PROBE_AFTER_OPEN_MS = 2_000;

/**
 * Chromium and WebKit fire `load` for their own error page when a frame's origin cannot be
 * reached, so a loaded iframe that says nothing is either refused by `frame-ancestors` or a tenant
 * that is not running; Firefox fires nothing. Once, `PROBE_AFTER_LOAD_MS` after a `load` or
 * `PROBE_AFTER_OPEN_MS` after opening, with nothing heard and an address (a minting embed's blank
 * iframe has none yet), a `no-cors` HEAD request to the tenant origin tells them apart: any HTTP
 * answer (opaque) means reachable, and the ready timeout keeps its words; a network error means
 * unreachable: `fail` gets `tenant-unreachable`. Unless the host cannot tell: this page's CSP
 * refused the request or the frame (a `securitypolicyviolation` event, queued apart from the
 * rejection, hence the short wait), or an https page asked an http tenant (mixed content is blocked
 * before the network): then nothing is said. Only for a tenant on this machine (localhost, 127.x,
 * [::1]): the local sandbox not running is the case to tell; a production page sends no probe.
 */
export function probeWhenSilent(
  iframe: HTMLIFrameElement,
  tenantOrigin: string,
  timers: Disposer,
  seen: ReadyWatch,
  fail: (error: EmbedError) => void,
): void {
  // Only a tenant on this machine (the sandbox, in development): a production page makes no extra
  // request, and its CSP reports nothing. jsdom and happy-dom load no frames: a unit test reaches no network.
  if (
    !/^https?:\/\/(localhost|127\.|\[::1\])/.test(tenantOrigin) ||
    /jsdom|HappyDOM/.test(navigator.userAgent)
  )
    return;
  let blocked = location.protocol === 'https:' && tenantOrigin.startsWith('http:');
  let asked = false;
  const ask = () => {
    if (asked || seen.heard || blocked || !iframe.src) return;
    asked = true;
    fetch(`${tenantOrigin}/`, { method: 'HEAD', mode: 'no-cors' }).catch(() =>
      timers.timeout(() => blocked || fail(tenantUnreachableError(tenantOrigin)), 100),
    );
  };
  timers.listen<SecurityPolicyViolationEvent>(document, 'securitypolicyviolation', (event) => {
    blocked ||= event.blockedURI.startsWith(tenantOrigin);
  });
  timers.listen(iframe, 'load', () => timers.timeout(ask, PROBE_AFTER_LOAD_MS));
  // A frame that loaded is the load's to judge (a slow embed is not probed twice as early).
  timers.timeout(() => seen.loaded || ask(), PROBE_AFTER_OPEN_MS);
}

/** The `tenant-unreachable` error. */
export function tenantUnreachableError(tenantOrigin: string): EmbedError {
  return new EmbedError(
    EMBED_ERROR_CODES.tenantUnreachable,
    `could not reach ${tenantOrigin}: a request there failed on the network. Is the tenant running?`,
  );
}
