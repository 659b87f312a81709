import { isRouteOf } from '../../host/embed-route';
import type { HostExtension } from '../../host/extension';
import { checkOptions } from '../../internal/check-options';
import { DIAGNOSTIC_REASONS } from '../../internal/diagnostics';
import { invalidOption, shown } from '../../internal/errors';
import { buildAction } from '../../protocol/receive-parsers';
import { inEmbedPathFormat } from '../../protocol/values';
import { isIframeHidden, watchHidden } from './hidden-iframe';
import { routeWriter } from './sync-route-writer';
import { readParam, type UrlPart } from './url-param';

/** Options of `syncRoute()`. */
export interface SyncRouteOptions {
  /** The URL parameter that holds the in-embed path: 1 to 64 letters, digits or `_ . ~ -`. Default `embed`. */
  param?: string;
  /** `push` (default): each in-embed navigation is a history entry, so back returns to the previous route; `replace`: the address follows without new entries. */
  history?: 'push' | 'replace';
  /** Where the parameter lives: `query` (default, `?embed=...`) or `hash` (`#embed=...`, the hash read as `name=value` pairs). */
  in?: UrlPart;
}

const SHAPE = { kinds: { param: 'a string', history: 'a string', in: 'a string' }, moved: {} } as const;
const RULES = [
  ['param', /^[\w.~-]{1,64}$/, '1 to 64 letters, digits or _ . ~ -'],
  ['history', /^(?:push|replace)$/, 'push or replace'],
  ['in', /^(?:query|hash)$/, 'query or hash'],
] as const;

function checked(options: SyncRouteOptions): Required<SyncRouteOptions> {
  checkOptions('syncRoute', options, SHAPE);
  const { param = 'embed', history = 'push', in: part = 'query' } = options;
  const given = { param, history, in: part };
  for (const [name, pattern, rule] of RULES) {
    if (!pattern.test(given[name]))
      throw invalidOption(`syncRoute: ${name} must be ${rule}, got ${shown(given[name])}`);
  }
  return given;
}

/**
 * The in-embed route in the host page's address: each `navigate` of the embed is written to a URL
 * parameter (`?embed=<path>`), the embed opens at the route the address holds (in its first
 * address, through the `openAt` hook; a route with a query or fragment by `navigate` at `ready`),
 * and the browser's back and forward move the embed along. While the embed is hidden the address
 * is left alone; shown again, its route replaces the parameter. A path from the address is used
 * only when it is an in-embed path under this embed's surface (`route-refused` otherwise).
 */
export function syncRoute(options: SyncRouteOptions = {}): HostExtension {
  const { param, history: mode, in: part } = checked(options);
  const push = mode === 'push';
  return {
    setup({ iframe, surfaceRoot, lifetime, diagnose, post }) {
      const read = () => readParam(part, param);
      /** A hidden embed (parked, pre-rendered) leaves the address to the page the viewer sees. */
      let hidden = isIframeHidden(iframe);
      const writer = routeWriter({ part, param, push, lifetime, hidden: () => hidden });
      /** The embed's route, from its events. */
      let current: string | undefined;
      /** Where an address without the parameter leads: the start the embed would have opened at, or its first `view`'s route. */
      let initial: string | undefined;
      /** Sent to the embed and not shown yet: until then a `view` of another route leaves the address alone. */
      let target: string | undefined;
      /** The address's route, for the first `ready`; `undefined` after it. */
      let opening: string | null | undefined = read();
      /** The route the iframe's first address opened at (`openAt`), until the first `ready`. */
      let openedAt: string | undefined;

      /** Whether the embed may be sent to `path`; a `route-refused` diagnostic when not. */
      const allowed = (path: string) => {
        if (isRouteOf(path, surfaceRoot)) return true;
        diagnose({
          reason: DIAGNOSTIC_REASONS.routeRefused,
          message: `syncRoute: ${param}=${shown(path)} refused: it ${inEmbedPathFormat.message}, under ${surfaceRoot}`,
        });
        return false;
      };
      const go = (path: string | null | undefined) => {
        if (path === null) path = initial;
        if (path === undefined || path === current || !allowed(path)) return;
        target = path;
        post(buildAction('navigate', { path }));
      };

      lifetime.listen(window, 'popstate', () => {
        writer.stopWaiting();
        if (opening !== undefined) opening = read();
        else if (!hidden) go(read());
      });
      lifetime.add(
        watchHidden(iframe, (nowHidden) => {
          hidden = nowHidden;
          if (hidden) writer.stopWaiting();
          // Shown again: the address says where the embed is, in place of the entry it is shown on.
          else if (current !== undefined) writer.replace(current);
        }),
      );
      return {
        openAt(start) {
          // A route with a query or fragment is sent at `ready`: the address's query is the host's.
          if (!opening || /[?#]/.test(opening)) return undefined;
          if (!allowed(opening)) {
            opening = null;
            return undefined;
          }
          initial = start;
          openedAt = opening;
          return opening;
        },
        ready() {
          // A reloaded iframe opens at its first address: the address says where the viewer was (a
          // hidden one's address is another page's: its own last route).
          const last = current;
          current = openedAt;
          openedAt = undefined;
          go(opening !== undefined ? opening : hidden ? last : read());
          opening = undefined;
        },
        event({ type, payload }) {
          if (type === 'svc:event:error' && target !== undefined && current !== undefined) {
            // The embed could not go there: the address shows where it stayed.
            target = undefined;
            writer.replace(current);
          }
          if (type !== 'svc:event:view' && type !== 'svc:event:navigate') return;
          current = payload.path;
          initial ??= current;
          // A view never adds a history entry, nor rewrites the address while a route is on its way.
          if (type === 'svc:event:navigate') writer.moved(current);
          else if (target === undefined || current === target) writer.replace(current);
          else return;
          target = undefined;
        },
      };
    },
  };
}
