import { isIanaTimeZone, isValidLocale, SURFACES, type Surface } from '../envelope';
import { invalidOption } from '../internal/errors';
import { httpOrigin } from '../internal/origins';
import { IN_EMBED_PATH_PATTERN, MEMBER_PATTERN, SESSION_ID_PATTERN } from '../protocol/values';

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** Filters by fully-qualified member: `{ 'orders.status': { value: 'USA' } }`. */
export type EmbedFilters = Readonly<Record<string, JsonValue>>;

export interface EmbedUrlOptions {
  /** The tenant's base URL, e.g. `https://acme.svc.example`; a path prefix is kept. */
  tenantUrl: string;
  surface: Surface;
  /** Dashboard to show (dashboard surface). */
  publicId?: string;
  /** Deployment whose app to show (app surface). */
  deploymentId?: number;
  /** In-app route below `/embed/d/<deploymentId>/app`, e.g. `/workbook/130` (app surface). */
  path?: string;
  /** Single-use session id from the host's backend; absent means private mode. */
  sessionId?: string;
  /** Shows widget downloads (dashboards); sent only as the literal `true`. */
  allowExport?: boolean;
  /** IANA time zone, e.g. `Europe/Paris`. */
  timezone?: string;
  /** BCP 47 tag, e.g. `fr-CA`. */
  locale?: string;
  filters?: EmbedFilters;
}

/** The embed address of `spec/session-api-facts.md`, every part validated and encoded. */
export function buildEmbedUrl(options: EmbedUrlOptions): string {
  const { surface, sessionId, timezone, locale } = options;
  const base = tenantBase(options.tenantUrl);
  if (!SURFACES.includes(surface)) throw invalidOption(`surface must be one of ${SURFACES.join(', ')}`);
  if (sessionId !== undefined && !SESSION_ID_PATTERN.test(sessionId)) {
    throw invalidOption('sessionId must be 1 to 512 URL-safe characters');
  }
  const url = new URL(`${base}${surfacePath(options)}`);
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
export function filterParameter(member: string, value: JsonValue): [name: string, json: string] {
  if (!MEMBER_PATTERN.test(member)) {
    throw invalidOption(`filter member must be <view>.<dimension>, got ${JSON.stringify(member)}`);
  }
  let json: string | undefined;
  try {
    json = JSON.stringify(value);
  } catch {
    // BigInt or a cycle: handled below.
  }
  if (json === undefined) throw invalidOption(`filter value for ${member} must be JSON-serializable`);
  return [`f_${member}`, json];
}

function tenantBase(tenantUrl: string): string {
  httpOrigin(tenantUrl, 'tenantUrl');
  const url = new URL(tenantUrl);
  if (url.search || url.hash) throw invalidOption('tenantUrl must not carry a query or a fragment');
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

function surfacePath({ surface, publicId, deploymentId, path = '', sessionId }: EmbedUrlOptions): string {
  switch (surface) {
    case 'dashboard':
      if (typeof publicId !== 'string' || publicId === '')
        throw invalidOption('a dashboard needs a publicId');
      return `/embed/dashboard/${encodeURIComponent(publicId)}`;
    case 'app':
      if (!Number.isSafeInteger(deploymentId) || (deploymentId as number) < 1) {
        throw invalidOption('an app needs a deploymentId (a positive integer)');
      }
      if (sessionId === undefined)
        throw invalidOption('the app surface is signed only: it needs a sessionId');
      if (path !== '' && !IN_EMBED_PATH_PATTERN.test(path)) {
        throw invalidOption(`path must be an in-app route starting with "/", got ${JSON.stringify(path)}`);
      }
      return `/embed/d/${deploymentId}/app${path}`;
    case 'chat':
      return '/embed/chat';
  }
}
