import { type SyncRouteOptions, syncRoute } from '../../src/extensions/host/sync-route';
import type { Diagnostic, EmbedController, EmbedControllerOptions, Surface } from '../../src/host';
import { mountController, playEmbedIn } from './host';

export const HOME = '/embed/dashboard/pub-1';
export const ORDERS = `${HOME}/orders`;
export const REGIONS = `${HOME}/regions`;

/** The controls of a test embed that uses `syncRoute()`. */
export function routeControls(played: ReturnType<typeof playEmbedIn>, surface: Surface = 'dashboard') {
  const { emit, sent } = played;
  return {
    view: (path: string) => emit('view', { surface, path }, surface),
    moved: (path: string, previousPath?: string) => emit('navigate', { path, previousPath }, surface),
    /** The embed's path in the host address. */
    param: (name = 'embed') => new URLSearchParams(location.search).get(name),
    /** The `navigate` actions the host posted. */
    navigations: () =>
      sent()
        .filter(([type]) => type === 'svc:action:navigate')
        .map(([, payload]) => (payload as { path: string }).path),
  };
}

/** A host page at `address` with a dashboard embed that uses `syncRoute(options)` (then `controller.extensions`). */
export function setupSyncRoute(
  address = '/',
  options?: SyncRouteOptions,
  controller: Partial<EmbedControllerOptions> = {},
) {
  history.replaceState(null, '', address);
  const diagnostics: Diagnostic[] = [];
  const { extensions = [], ...rest } = controller;
  const mounted = mountController({
    extensions: [syncRoute(options), ...extensions],
    onDiagnostic: (diagnostic) => diagnostics.push(diagnostic),
    ...rest,
  });
  return {
    ...mounted,
    diagnostics,
    ...routeControls(mounted, controller.surface ?? 'dashboard'),
    /** The path of the iframe's address: where the embed opens. */
    opensAt: () => new URL(mounted.controller.iframe.src).pathname,
  };
}

/** `syncRoute()` controls for a controller made elsewhere (`preloadEmbed`). */
export function syncRouteOf(controller: EmbedController) {
  const played = playEmbedIn(controller.iframe);
  return { controller, ...played, ...routeControls(played) };
}

/** What the browser does on back or forward: the address is the entry's, then `popstate`. */
export function traverseTo(address: string) {
  history.replaceState(history.state, '', address);
  window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
}

export const entry = (path: string, name = 'embed') => `/?${name}=${path}`;
