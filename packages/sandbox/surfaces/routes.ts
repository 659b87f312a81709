/** The in-embed routes of each surface: what a path names, and the path of each route. */

export type DashboardRoute = 'overview' | 'orders';

export const DASHBOARD_ROUTES: readonly DashboardRoute[] = ['overview', 'orders'];
export const DASHBOARD_ROUTE_TITLES: Readonly<Record<DashboardRoute, string>> = {
  overview: 'Overview',
  orders: 'Orders',
};

export type WorkbookKind = 'revenue-by-city' | 'revenue-by-country' | 'latest-orders';

export interface Workbook {
  id: number;
  name: string;
  kind: WorkbookKind;
}

/** The sandbox app's workbooks; `/embed/d/42/app/workbook/130` is the one the spec names. */
export const WORKBOOKS: readonly Workbook[] = [
  { id: 130, name: 'Revenue by city', kind: 'revenue-by-city' },
  { id: 131, name: 'Revenue by country', kind: 'revenue-by-country' },
  { id: 132, name: 'Latest orders', kind: 'latest-orders' },
];

export type AppRoute = { kind: 'workbooks' } | { kind: 'workbook'; workbook: Workbook };

export const CHAT_PATH = '/embed/chat';

/** The path part only, without a query, a fragment or a trailing slash. */
export function routePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
}

export function dashboardPath(publicId: string, route: DashboardRoute): string {
  const base = `/embed/dashboard/${publicId}`;
  return route === 'overview' ? base : `${base}/${route}`;
}

export function matchDashboardRoute(path: string, publicId: string): DashboardRoute | null {
  const wanted = routePath(path);
  return DASHBOARD_ROUTES.find((route) => dashboardPath(publicId, route) === wanted) ?? null;
}

export function appPath(deploymentId: number, route: AppRoute): string {
  const base = `/embed/d/${deploymentId}/app`;
  return route.kind === 'workbooks' ? base : `${base}/workbook/${route.workbook.id}`;
}

/** The workbook list, a known workbook, or `null` (another deployment, an unknown workbook, any other path). */
export function matchAppRoute(path: string, deploymentId: number): AppRoute | null {
  const base = `/embed/d/${deploymentId}/app`;
  const wanted = routePath(path);
  if (wanted === base) return { kind: 'workbooks' };
  const id = new RegExp(`^${base}/workbook/([1-9]\\d{0,9})$`).exec(wanted)?.[1];
  const workbook = WORKBOOKS.find((candidate) => String(candidate.id) === id);
  return workbook === undefined ? null : { kind: 'workbook', workbook };
}

export function matchChatRoute(path: string): boolean {
  return routePath(path) === CHAT_PATH;
}

/** `sales-overview` -> `Sales overview`. */
export function dashboardTitle(publicId: string): string {
  const words = publicId.replace(/[-_]+/g, ' ').trim();
  return words === '' ? 'Dashboard' : `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
}
