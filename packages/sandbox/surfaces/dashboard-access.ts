import type { StartRefusal } from '../server/dashboards';
import { applyFilters, type Order } from './orders';
import type { SurfaceConfig } from './surface-config';

/**
 * A session minted with `publicDashboardId` opens that dashboard only, as on the platform: another
 * dashboard's page refuses it before `ready`. A session that names no dashboard opens any.
 */
export function sessionDashboardRefusal(
  config: SurfaceConfig,
  mintedFor: string | undefined,
): StartRefusal | null {
  if (config.surface !== 'dashboard' || mintedFor === undefined || mintedFor === config.publicId) return null;
  return {
    title: 'This session is for another dashboard',
    detail: `It was minted for dashboard ${mintedFor.slice(0, 64)}, not ${config.publicId}: mint one with publicDashboardId ${config.publicId}.`,
  };
}

/** The rows this page's dashboard shows (its scope); other surfaces show them all. */
export function dashboardRows(config: SurfaceConfig, rows: Order[]): Order[] {
  const scope = config.dashboard?.scope ?? [];
  if (scope.length === 0) return rows;
  return applyFilters(
    rows,
    scope.map(({ member, values }) => ({ member, values: [...values] })),
  );
}
