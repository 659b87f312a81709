import type { Surface } from '../../../src/host';

/** What the server puts in `#host-config`, and what the address asks for. */
export interface HostConfig {
  tenantUrl: string;
  publicId: string;
  deploymentId: number;
  /** The tenant's nominal token lifetime, when the server knows it (the demo's 4 minutes). */
  tokenTtlMs?: number;
}

export interface PageOptions {
  surface: Surface;
  signed: boolean;
  allowExport: boolean;
  /** The content-size extension: the iframe takes the height of the embedded document. */
  autoHeight: boolean;
  /** The message-port extension: actions and events on a private channel. */
  messagePort: boolean;
  /** The tenant's tall live dashboard with `viewport()` (dashboards only): `?live=1`. */
  live: boolean;
}

const SURFACES: readonly Surface[] = ['dashboard', 'app', 'chat'];

export function readHostConfig(): HostConfig {
  return JSON.parse(document.getElementById('host-config')?.textContent ?? '{}') as HostConfig;
}

/**
 * `?surface=app|chat`, `?private=1` (dashboard and chat only: an app is always signed), `?allowExport=1`,
 * `?autoHeight=1`, `?messagePort=1`, `?live=1` (the tall live dashboard).
 */
export function readPageOptions(search: string = location.search): PageOptions {
  const query = new URLSearchParams(search);
  const asked = query.get('surface') ?? 'dashboard';
  const surface = SURFACES.find((candidate) => candidate === asked) ?? 'dashboard';
  return {
    surface,
    signed: query.get('private') !== '1' || surface === 'app',
    allowExport: query.get('allowExport') === '1',
    autoHeight: query.get('autoHeight') === '1',
    messagePort: query.get('messagePort') === '1',
    live: surface === 'dashboard' && query.get('live') === '1',
  };
}

/** The address of this page with other options: switching reloads the page, as a host app would re-embed. */
export function pageAddress(options: PageOptions): string {
  const query = new URLSearchParams();
  if (options.surface !== 'dashboard') query.set('surface', options.surface);
  if (!options.signed && options.surface !== 'app') query.set('private', '1');
  if (options.allowExport) query.set('allowExport', '1');
  if (options.autoHeight) query.set('autoHeight', '1');
  if (options.messagePort) query.set('messagePort', '1');
  if (options.live && options.surface === 'dashboard') query.set('live', '1');
  const search = query.toString();
  return search === '' ? location.pathname : `${location.pathname}?${search}`;
}
