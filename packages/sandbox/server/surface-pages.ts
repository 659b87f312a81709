import type { ServerResponse } from 'node:http';
import { isInEmbedPath, type Surface } from '@svc/embed';
import { type DashboardScope, dashboardAccess, type StartRefusal } from './dashboards';
import { BASE_HEADERS } from './http-io';
import type { ResolvedSandboxOptions } from './options';

/** The three embed surfaces as HTML shells; the surface script reads its config and does the rest. */

export const TOKEN_ENDPOINT = '/api/v1/embed/session/token';
export const DATA_ENDPOINT = '/api/v1/embed/data';

export type SurfacePage =
  | { surface: 'dashboard'; publicId: string }
  | { surface: 'app'; deploymentId: number; appPath: string }
  | { surface: 'chat' };

/** What `<script id="svc-embed-config">` holds. */
export interface SurfaceConfig {
  surface: Surface;
  publicId?: string;
  /** A dashboard that may start: its title, the rows it shows, and whether it is the tall live one. */
  dashboard?: { title: string; scope: readonly DashboardScope[]; live?: boolean };
  /** Why this surface must not start (an unknown dashboard, one not enabled for embedding): it reports this before `ready`. */
  refusal?: StartRefusal;
  deploymentId?: number;
  /** The route below `/embed/d/<id>/app`: `''` or e.g. `/workbook/130`. */
  appPath?: string;
  hostOrigins: string[];
  tokenEndpoint: string;
  dataEndpoint: string;
  /** Held back this long after rendering before `ready` (the sandbox's `readyDelayMs`); absent: none. */
  readyDelayMs?: number;
}

/** What every surface page is rendered from besides its path: the sandbox's resolved options. */
export type SurfacePageOptions = Pick<ResolvedSandboxOptions, 'allowedOrigins' | 'readyDelayMs'>;

/** A dashboard and its in-embed routes one level below it, e.g. `/embed/dashboard/<id>/orders`. */
const DASHBOARD_PATH = /^\/embed\/dashboard\/([A-Za-z0-9_-]{1,64})(?:\/[a-z][a-z0-9-]{0,31})?$/;
const APP_PATH = /^\/embed\/d\/([1-9]\d{0,14})\/app((?:\/.*)?)$/s;

/** The page a path names, or `null`. `path` is the raw request path without its query. */
export function matchSurfacePage(path: string): SurfacePage | null {
  if (path === '/embed/chat') return { surface: 'chat' };
  const dashboard = DASHBOARD_PATH.exec(path);
  if (dashboard?.[1] !== undefined) return { surface: 'dashboard', publicId: dashboard[1] };
  const app = APP_PATH.exec(path);
  const appPath = app?.[2] ?? '';
  // The surface navigates to appPath: `//host` or `/\host` would leave the tenant.
  if (app?.[1] === undefined || (appPath !== '' && !isInEmbedPath(appPath))) return null;
  return { surface: 'app', deploymentId: Number(app[1]), appPath };
}

/** The headers of every HTML page the sandbox serves: only the allowed hosts may frame it. */
export function htmlHeaders(allowedOrigins: readonly string[]): Record<string, string> {
  const ancestors = allowedOrigins.length > 0 ? allowedOrigins.join(' ') : "'none'";
  return {
    ...BASE_HEADERS,
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy':
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; " +
      `base-uri 'none'; form-action 'none'; frame-ancestors ${ancestors}`,
    // The address may hold a single-use session id until the page strips it: in no Referer.
    'Referrer-Policy': 'no-referrer',
  };
}

export function surfaceConfig(page: SurfacePage, options: SurfacePageOptions): SurfaceConfig {
  const delay = options.readyDelayMs[page.surface];
  const endpoints = {
    hostOrigins: [...options.allowedOrigins],
    tokenEndpoint: TOKEN_ENDPOINT,
    dataEndpoint: DATA_ENDPOINT,
    ...(delay > 0 ? { readyDelayMs: delay } : {}),
  };
  switch (page.surface) {
    case 'dashboard':
      return {
        surface: 'dashboard',
        publicId: page.publicId,
        ...dashboardAccess(page.publicId),
        ...endpoints,
      };
    case 'app':
      return { surface: 'app', deploymentId: page.deploymentId, appPath: page.appPath, ...endpoints };
    case 'chat':
      return { surface: 'chat', ...endpoints };
  }
}

export function renderSurfacePage(page: SurfacePage, options: SurfacePageOptions): string {
  const config = surfaceConfig(page, options);
  const title =
    page.surface === 'dashboard'
      ? (config.dashboard?.title ?? `Dashboard ${page.publicId}`)
      : `${capitalize(page.surface)}`;
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)} · svc embed sandbox</title>`,
    '<link rel="stylesheet" href="/assets/surface.css">',
    `<script type="application/json" id="svc-embed-config">${scriptSafeJson(config)}</script>`,
    '<script type="module" src="/assets/surface.js"></script>',
    '</head>',
    '<body><div id="app"></div></body>',
    '</html>',
    '',
  ].join('\n');
}

export function sendSurfacePage(res: ServerResponse, page: SurfacePage, options: SurfacePageOptions): void {
  const html = renderSurfacePage(page, options);
  res.writeHead(200, {
    ...htmlHeaders(options.allowedOrigins),
    'Content-Length': Buffer.byteLength(html),
  });
  res.end(html);
}

/** JSON that cannot end its `<script>` element or open a comment: `<`, `>` and `&` become escapes. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function capitalize(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}
