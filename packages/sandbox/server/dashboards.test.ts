import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dashboardRows, sessionDashboardRefusal } from '../surfaces/dashboard-access';
import { WORKBOOKS } from '../surfaces/routes';
import type { SurfaceConfig } from '../surfaces/surface-config';
import { USAGE } from './cli-args';
import { DASHBOARDS, dashboardAccess, dashboardHelpLines } from './dashboards';
import { SAMPLE_ORDERS } from './sample-data';
import { surfaceConfig } from './surface-pages';

const OPTIONS = {
  allowedOrigins: ['http://localhost:4200'],
  readyDelayMs: { dashboard: 0, app: 0, chat: 0 },
};
const configOf = (publicId: string): SurfaceConfig =>
  surfaceConfig({ surface: 'dashboard', publicId }, OPTIONS);

describe('the sandbox dashboards', () => {
  it('are eleven embeddable dashboards with titles and rows of their own, and one not enabled', () => {
    const embeddable = DASHBOARDS.filter((dashboard) => dashboard.embeddable);
    expect(embeddable).toHaveLength(11);
    expect(new Set(embeddable.map((dashboard) => dashboard.title)).size).toBe(11);
    const rowCounts = embeddable.map(
      ({ publicId }) => dashboardRows(configOf(publicId), [...SAMPLE_ORDERS]).length,
    );
    for (const count of rowCounts) expect(count).toBeGreaterThan(0);
    expect(rowCounts[0]).toBe(SAMPLE_ORDERS.length);
    expect(DASHBOARDS.filter((dashboard) => !dashboard.embeddable).map((d) => d.publicId)).toEqual([
      'finance-internal',
    ]);
  });

  it.each([
    ['sales-overview', null],
    ['orders-shipped', null],
    ['abc-123', 'This dashboard does not exist'],
    ['Sales-Overview', 'This dashboard does not exist'],
    ['finance-internal', 'This dashboard is not enabled for embedding'],
  ])('%s: refused with %j before ready', (publicId, refusal) => {
    const access = dashboardAccess(publicId);
    expect('refusal' in access ? access.refusal.title : null).toBe(refusal);
    expect(configOf(publicId).refusal?.title ?? null).toBe(refusal);
  });

  it.each([
    ['sales-overview', undefined, null],
    ['sales-overview', 'sales-overview', null],
    ['abc-123', 'sales-overview', 'This session is for another dashboard'],
    ['sales-usa', 'sales-overview', 'This session is for another dashboard'],
  ])('a session minted for %s opening %s: %j', (opened, mintedFor, refusal) => {
    expect(sessionDashboardRefusal(configOf(opened), mintedFor)?.title ?? null).toBe(refusal);
  });

  it('names both ids when a session is for another dashboard', () => {
    expect(sessionDashboardRefusal(configOf('sales-usa'), 'sales-overview')?.detail).toBe(
      'It was minted for dashboard sales-overview, not sales-usa: mint one with publicDashboardId sales-usa.',
    );
  });

  it('--help lists the surfaces, every dashboard and every workbook of the app', () => {
    for (const path of ['/embed/dashboard/<publicId>', '/embed/d/<deploymentId>/app', '/embed/chat'])
      expect(USAGE).toContain(path);
    for (const line of dashboardHelpLines()) expect(USAGE).toContain(`\n  ${line}\n`);
    for (const workbook of WORKBOOKS) expect(USAGE).toContain(`${workbook.id} (${workbook.name})`);
    expect(USAGE).toContain('embed-failed');
  });

  it("the package's README names every dashboard id and workbook", () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    for (const { publicId } of DASHBOARDS) expect(readme).toContain(`\`${publicId}\``);
    for (const workbook of WORKBOOKS) expect(readme).toContain(`\`${workbook.id}\` (${workbook.name})`);
  });

  it('lists every id with its title', () => {
    const lines = dashboardHelpLines();
    expect(lines).toHaveLength(DASHBOARDS.length);
    expect(lines[0]).toMatch(/^sales-overview +Sales overview$/);
    expect(lines.at(-1)).toMatch(/^finance-internal +Finance \(internal\) \(not enabled for embedding\)$/);
  });
});
