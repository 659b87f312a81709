import { el } from './dom';

/** This app's own pages, on its own history: home (the embed and its controls), and a page of reports. */
export type HostRoute = 'home' | 'reports';

const ROUTE_PARAMETER = 'page';
const ROUTE_LABELS: Readonly<Record<HostRoute, string>> = {
  home: 'Home',
  reports: 'Reports (10 lazy embeds)',
};

/** `?page=reports`, else home. */
export function currentHostRoute(search: string = location.search): HostRoute {
  return new URLSearchParams(search).get(ROUTE_PARAMETER) === 'reports' ? 'reports' : 'home';
}

/** This address on another route; the other parameters (the surface, the embed's route) stay. */
function routeAddress(route: HostRoute): string {
  const url = new URL(location.href);
  if (route === 'home') url.searchParams.delete(ROUTE_PARAMETER);
  else url.searchParams.set(ROUTE_PARAMETER, route);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The app's tabs: a click pushes a history entry without reloading the page, as a single-page app's
 * router does; back and forward come through `popstate`. `onRoute` runs at once and on every change.
 */
export function hostRouteTabs(onRoute: (route: HostRoute) => void): HTMLElement {
  const tabs = (['home', 'reports'] as const).map((route) => {
    const tab = el(
      'a',
      { class: 'app-tab', href: routeAddress(route), 'data-route': route },
      ROUTE_LABELS[route],
    );
    tab.addEventListener('click', (event) => {
      event.preventDefault();
      if (currentHostRoute() === route) return;
      history.pushState(history.state, '', routeAddress(route));
      show();
    });
    return tab;
  });
  const show = () => {
    const route = currentHostRoute();
    for (const tab of tabs) {
      if (tab.dataset.route === route) tab.setAttribute('aria-current', 'page');
      else tab.removeAttribute('aria-current');
      tab.setAttribute('href', routeAddress(tab.dataset.route as HostRoute));
    }
    onRoute(route);
  };
  window.addEventListener('popstate', show);
  queueMicrotask(show);
  return el('nav', { class: 'app-tabs', 'aria-label': 'This app' }, ...tabs);
}
