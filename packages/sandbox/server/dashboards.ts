/**
 * The sandbox tenant's dashboards: every id it serves at `/embed/dashboard/<publicId>`, what each shows
 * of the sample orders, and whether it is enabled for embedding. Like the platform, any other id
 * fails before `ready` (the surface's fatal `error`, the host's `embed-failed`), and so does a
 * dashboard not enabled for embedding.
 */

export interface DashboardScope {
  /** `orders.country` or `orders.status`. */
  member: 'orders.country' | 'orders.status';
  /** A row is on the dashboard when its value is one of these. */
  values: readonly string[];
}

export interface SandboxDashboard {
  publicId: string;
  title: string;
  /** The rows it shows: every scope must match; none, all orders. */
  scope: readonly DashboardScope[];
  /** `false`: the tenant has it, but its owner has not enabled it for embedding. */
  embeddable: boolean;
  /** A tall dashboard with a live tile (refreshed while seen) and a details dialog. */
  live?: boolean;
}

const country = (name: string): DashboardScope[] => [{ member: 'orders.country', values: [name] }];
const status = (name: string): DashboardScope[] => [{ member: 'orders.status', values: [name] }];

export const DASHBOARDS: readonly SandboxDashboard[] = [
  { publicId: 'sales-overview', title: 'Sales overview', scope: [], embeddable: true },
  { publicId: 'sales-usa', title: 'Sales in the USA', scope: country('USA'), embeddable: true },
  { publicId: 'sales-france', title: 'Sales in France', scope: country('France'), embeddable: true },
  { publicId: 'sales-germany', title: 'Sales in Germany', scope: country('Germany'), embeddable: true },
  { publicId: 'sales-spain', title: 'Sales in Spain', scope: country('Spain'), embeddable: true },
  { publicId: 'sales-canada', title: 'Sales in Canada', scope: country('Canada'), embeddable: true },
  { publicId: 'sales-japan', title: 'Sales in Japan', scope: country('Japan'), embeddable: true },
  {
    publicId: 'orders-processing',
    title: 'Orders in progress',
    scope: status('processing'),
    embeddable: true,
  },
  { publicId: 'orders-shipped', title: 'Shipped orders', scope: status('shipped'), embeddable: true },
  { publicId: 'orders-cancelled', title: 'Cancelled orders', scope: status('cancelled'), embeddable: true },
  { publicId: 'sales-live', title: 'Live sales', scope: [], embeddable: true, live: true },
  { publicId: 'finance-internal', title: 'Finance (internal)', scope: [], embeddable: false },
];

/** Why a surface cannot start, in the words the embed shows and reports. */
export interface StartRefusal {
  title: string;
  detail: string;
}

export function findDashboard(publicId: string): SandboxDashboard | undefined {
  return DASHBOARDS.find((dashboard) => dashboard.publicId === publicId);
}

/** What a dashboard page is told: the dashboard it shows, or why it must not start. */
export type DashboardAccess =
  | { dashboard: { title: string; scope: readonly DashboardScope[]; live?: boolean } }
  | { refusal: StartRefusal };

export function dashboardAccess(publicId: string): DashboardAccess {
  const dashboard = findDashboard(publicId);
  if (dashboard === undefined) {
    return {
      refusal: {
        title: 'This dashboard does not exist',
        detail: `This tenant has no dashboard ${publicId} (svc-embed-sandbox --help lists its dashboards).`,
      },
    };
  }
  if (!dashboard.embeddable) {
    return {
      refusal: {
        title: 'This dashboard is not enabled for embedding',
        detail: `Dashboard ${publicId} exists, but its owner has not enabled it for embedding.`,
      },
    };
  }
  const { title, scope, live } = dashboard;
  return { dashboard: live ? { title, scope, live } : { title, scope } };
}

/** The `--help` lines: each dashboard's id and title, and the one not enabled for embedding. */
export function dashboardHelpLines(): string[] {
  const width = Math.max(...DASHBOARDS.map((dashboard) => dashboard.publicId.length));
  return DASHBOARDS.map(
    (dashboard) =>
      `${dashboard.publicId.padEnd(width)}  ${dashboard.title}${dashboard.embeddable ? '' : ' (not enabled for embedding)'}`,
  );
}
