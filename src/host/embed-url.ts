import type { Surface } from '../envelope';
import { invalidOption, shown } from '../internal/errors';
import { httpOrigin } from '../internal/origins';
import { trimTrailingSlashes } from '../internal/trailing-slashes';
import { formatFilterParameter } from '../protocol/filter-parameter';
import { describeRefusedSessionId } from '../protocol/session-id-problem';
import {
  IN_EMBED_PATH_PATTERN,
  isIanaTimeZone,
  isValidLocale,
  SESSION_ID_PATTERN,
  SURFACES,
} from '../protocol/values';
import { refuseDotSegments } from './dot-segments';

/** A value JSON can carry: a filter value. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** Filters by fully-qualified member: `{ 'orders.status': { value: 'USA' } }`. */
export type EmbedFilters = Readonly<Record<string, JsonValue>>;

/** What the embed address is built from (`buildEmbedUrl`); every part is checked. */
/**
 * What each surface needs, on top of the other options: a dashboard its `publicId`, an app its
 * `deploymentId`; a chat neither. A surface only known at run time is checked there too.
 */
export type SurfaceTarget =
  | {
      /** A dashboard... */
      surface: 'dashboard';
      /** ...needs the dashboard to show. */
      publicId: string;
    }
  | {
      /** An app... */
      surface: 'app';
      /** ...needs the deployment whose app to show. */
      deploymentId: number;
    }
  | {
      /** A chat needs no id. */
      surface: 'chat';
    };

/** The options of `buildEmbedUrl`: every field, and what each surface needs (`SurfaceTarget`). */
export type EmbedUrlOptions = EmbedUrlFields & SurfaceTarget;

/** Every field of the embed address; `EmbedUrlOptions` adds what each surface needs. */
export interface EmbedUrlFields {
  /** The tenant's base URL, e.g. `https://acme.svc.example`; a path prefix is kept. */
  tenantUrl: string;
  /** What to embed: `dashboard` (needs `publicId`), `app` (needs `deploymentId`, signed only) or `chat`. */
  surface: Surface;
  /** Dashboard to show (dashboard surface). */
  publicId?: string;
  /** Deployment whose app to show (app surface). */
  deploymentId?: number;
  /** In-app route below `/embed/d/<deploymentId>/app`, e.g. `/workbook/130` (app surface). */
  path?: string;
  /** Single-use session id from the host's backend. Absent, with no `mintSession` (controller and wrappers): private mode. */
  sessionId?: string;
  /** Shows widget downloads (dashboards); sent only as the literal `true`. */
  allowExport?: boolean;
  /** IANA time zone, e.g. `Europe/Paris`. */
  timezone?: string;
  /** BCP 47 tag, e.g. `fr-CA`. */
  locale?: string;
  /** Initial filters, one `f_<view>.<dimension>=<JSON>` parameter each. */
  filters?: EmbedFilters;
}

/** The embed address (README "API: `@svc/embed/host`"), every part validated and encoded. */
export function buildEmbedUrl(options: EmbedUrlOptions): string {
  return embedAddress(options);
}

/**
 * `buildEmbedUrl`, opened at `route` (an in-embed path such as `/embed/dashboard/<publicId>/orders`,
 * below the tenant's path prefix) instead of the surface's start: the controller's opening address
 * when an extension's `openAt` moved it. `route` must be a path `isRouteOf` the surface accepts,
 * without a query or fragment: the address's query is the host's (session id, settings).
 */
export function embedAddress(options: EmbedUrlOptions, route?: string): string {
  const { surface, sessionId, timezone, locale } = options;
  const base = tenantBase(options.tenantUrl);
  if (!SURFACES.includes(surface))
    throw invalidOption(`surface must be one of ${SURFACES.join(', ')}, got ${shown(surface)}`);
  if (sessionId !== undefined && (typeof sessionId !== 'string' || !SESSION_ID_PATTERN.test(sessionId))) {
    throw invalidOption(
      `sessionId must be 1 to 512 URL-safe characters, got ${describeRefusedSessionId(sessionId)}`,
    );
  }
  const start = surfacePath(options);
  const url = new URL(`${base}${route ?? start}`);
  const query = url.searchParams;
  if (sessionId !== undefined) query.set(surface === 'chat' ? 'sessionId' : 'session', sessionId);
  if (options.allowExport === true) query.set('allowExport', 'true');
  if (timezone !== undefined) {
    if (!isIanaTimeZone(timezone))
      throw invalidOption(`timezone must be an IANA name, got ${JSON.stringify(timezone)}`);
    query.set('timezone', timezone);
  }
  if (locale !== undefined) {
    if (!isValidLocale(locale))
      throw invalidOption(`locale must be a BCP 47 tag, got ${JSON.stringify(locale)}`);
    query.set('locale', locale);
  }
  for (const [member, value] of Object.entries(options.filters ?? {})) {
    const [name, json] = filterParameter(member, value);
    query.append(name, json);
  }
  return url.href;
}

/** `['f_orders.status', '{"value":"USA"}']`; refuses members that are not `<view>.<dimension>`. */
export function filterParameter(
  member: string,
  value: JsonValue,
  refuse: (message: string) => Error = invalidOption,
): [name: string, json: string] {
  const formatted = formatFilterParameter(member, value);
  if (!formatted.ok) throw refuse(formatted.error);
  return [formatted.name, formatted.json];
}

function tenantBase(tenantUrl: string): string {
  httpOrigin(tenantUrl, 'tenantUrl');
  // The parser has already resolved dot segments; the path as written shows them.
  refuseDotSegments('tenantUrl', tenantUrl.replace(/[?#].*$/s, ''));
  const url = new URL(tenantUrl);
  if (url.search || url.hash) throw invalidOption('tenantUrl must not carry a query or a fragment');
  return `${url.origin}${trimTrailingSlashes(url.pathname)}`;
}

/**
 * The path every in-embed route of this surface lies under: `/embed/dashboard/<publicId>`,
 * `/embed/d/<deploymentId>/app` or `/embed/chat`, without the tenant's path prefix (as the
 * embed's `view` and `navigate` paths are). For options `buildEmbedUrl` has accepted.
 */
export function surfaceRoot({ surface, publicId = '', deploymentId }: EmbedUrlOptions): string {
  return surface === 'dashboard'
    ? `/embed/dashboard/${encodeURIComponent(publicId)}`
    : surface === 'app'
      ? `/embed/d/${deploymentId}/app`
      : '/embed/chat';
}

/** The in-embed path an embed opens at: its `surfaceRoot`, with the app's `path`. Checks the options it reads. */
export function surfacePath(options: EmbedUrlOptions): string {
  const { surface, publicId, deploymentId, path = '', sessionId } = options;
  if (surface === 'dashboard') {
    if (typeof publicId !== 'string' || publicId === '') throw invalidOption('a dashboard needs a publicId');
    refuseDotSegments('publicId', publicId);
  }
  if (surface !== 'app') return surfaceRoot(options);
  if (!Number.isSafeInteger(deploymentId) || (deploymentId as number) < 1) {
    throw invalidOption('an app needs a deploymentId (a positive integer)');
  }
  if (sessionId === undefined) throw invalidOption('the app surface is signed only: it needs a sessionId');
  // First: the route pattern refuses dot segments too, but this message says why.
  refuseDotSegments('path', path);
  if (path !== '' && !IN_EMBED_PATH_PATTERN.test(path)) {
    throw invalidOption(`path must be an in-app route starting with "/", got ${JSON.stringify(path)}`);
  }
  return `${surfaceRoot(options)}${path}`;
}
