import { describe, expect, it } from 'vitest';
import {
  appPath,
  dashboardPath,
  dashboardTitle,
  matchAppRoute,
  matchChatRoute,
  matchDashboardRoute,
  routePath,
  WORKBOOKS,
} from './routes';

describe('matchDashboardRoute', () => {
  it.each([
    ['/embed/dashboard/sales-overview', 'overview'],
    ['/embed/dashboard/sales-overview/', 'overview'],
    ['/embed/dashboard/sales-overview?allowExport=true', 'overview'],
    ['/embed/dashboard/sales-overview/orders', 'orders'],
    ['/embed/dashboard/sales-overview/orders#top', 'orders'],
  ])('knows %s', (path, route) => {
    expect(matchDashboardRoute(path, 'sales-overview')).toBe(route);
  });

  it.each([
    '/embed/dashboard/other-board',
    '/embed/dashboard/other-board/orders',
    '/embed/dashboard/sales-overview/nope',
    '/embed/dashboard/sales-overview/orders/1',
    '/embed/dashboard',
    '/embed/chat',
    '/',
    '',
  ])('refuses %j', (path) => {
    expect(matchDashboardRoute(path, 'sales-overview')).toBeNull();
  });

  it('builds the path of each route', () => {
    expect(dashboardPath('sales-overview', 'overview')).toBe('/embed/dashboard/sales-overview');
    expect(dashboardPath('sales-overview', 'orders')).toBe('/embed/dashboard/sales-overview/orders');
  });
});

describe('matchAppRoute', () => {
  it('knows the workbook list and each workbook', () => {
    expect(matchAppRoute('/embed/d/42/app', 42)).toEqual({ kind: 'workbooks' });
    expect(matchAppRoute('/embed/d/42/app/', 42)).toEqual({ kind: 'workbooks' });
    expect(matchAppRoute('/embed/d/42/app/workbook/130', 42)).toEqual({
      kind: 'workbook',
      workbook: WORKBOOKS[0],
    });
    for (const workbook of WORKBOOKS) {
      const path = appPath(42, { kind: 'workbook', workbook });
      expect(path).toBe(`/embed/d/42/app/workbook/${workbook.id}`);
      expect(matchAppRoute(path, 42)).toEqual({ kind: 'workbook', workbook });
    }
  });

  it.each([
    '/embed/d/43/app',
    '/embed/d/42/app/workbook/999',
    '/embed/d/42/app/workbook/0130',
    '/embed/d/42/app/workbook/',
    '/embed/d/42/app/workbook/130/edit',
    '/embed/d/42/app/reports',
    '/embed/d/42',
    '/embed/dashboard/sales-overview',
  ])('refuses %j', (path) => {
    expect(matchAppRoute(path, 42)).toBeNull();
  });
});

describe('chat and helpers', () => {
  it('matches the chat path only', () => {
    expect(matchChatRoute('/embed/chat')).toBe(true);
    expect(matchChatRoute('/embed/chat/')).toBe(true);
    expect(matchChatRoute('/embed/chat/x')).toBe(false);
    expect(matchChatRoute('/embed/chats')).toBe(false);
  });

  it('strips query, fragment and trailing slashes but keeps the root', () => {
    expect(routePath('/a/b/?x=1#y')).toBe('/a/b');
    expect(routePath('/')).toBe('/');
  });

  it('titles a dashboard from its public id', () => {
    expect(dashboardTitle('sales-overview')).toBe('Sales overview');
    expect(dashboardTitle('q3_kpis')).toBe('Q3 kpis');
    expect(dashboardTitle('--')).toBe('Dashboard');
  });
});
