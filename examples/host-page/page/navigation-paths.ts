import type { Surface } from '../../../src/host';

export interface NavigationPath {
  label: string;
  path: string;
}

/** The in-embed pages a host may `navigate` to on each surface; the first is the surface's home. */
export function navigationPaths(surface: Surface, publicId: string, deploymentId: number): NavigationPath[] {
  if (surface === 'dashboard') {
    const home = `/embed/dashboard/${publicId}`;
    return [
      { label: 'Overview', path: home },
      { label: 'Orders', path: `${home}/orders` },
    ];
  }
  if (surface === 'app') {
    const home = `/embed/d/${deploymentId}/app`;
    return [
      { label: 'All workbooks', path: home },
      { label: 'Revenue by city', path: `${home}/workbook/130` },
      { label: 'Revenue by country', path: `${home}/workbook/131` },
      { label: 'Latest orders', path: `${home}/workbook/132` },
    ];
  }
  return [{ label: 'Chat', path: '/embed/chat' }];
}
