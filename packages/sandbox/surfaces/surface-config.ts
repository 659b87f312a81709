import { isIanaTimeZone, isValidLocale, SURFACES, type Surface } from '@svc/embed';
import type { SurfaceConfig } from '../server/surface-pages';
import { isTime } from '../session-timing';
import { type ActiveFilter, FILTER_NAME_PREFIX, parseFilterEntry } from './filter-parameter';
import { isFilterableMember } from './orders';

/** What the page tells the surface: the server's JSON config and the embed address's query. */

export type { SurfaceConfig } from '../server/surface-pages';

export const CONFIG_ELEMENT_ID = 'svc-embed-config';

export function readSurfaceConfig(doc: Document): SurfaceConfig {
  const text = doc.getElementById(CONFIG_ELEMENT_ID)?.textContent;
  if (!text) throw new Error(`the page has no <script id="${CONFIG_ELEMENT_ID}"> config`);
  const config = JSON.parse(text) as Partial<SurfaceConfig> | null;
  if (
    typeof config !== 'object' ||
    config === null ||
    !SURFACES.includes(config.surface as Surface) ||
    !Array.isArray(config.hostOrigins) ||
    typeof config.tokenEndpoint !== 'string' ||
    typeof config.dataEndpoint !== 'string' ||
    !(config.readyDelayMs === undefined || isTime(config.readyDelayMs)) ||
    !(config.refusal === undefined || typeof config.refusal.detail === 'string')
  ) {
    throw new Error('the surface config is incomplete');
  }
  return config as SurfaceConfig;
}

export interface UrlParameters {
  /** The single-use session id, `null` in private mode. */
  sessionId: string | null;
  /** `session` on the dashboard and app, `sessionId` on the chat (spec/session-api-facts.md). */
  sessionParameter: 'session' | 'sessionId';
  /** Only the literal `true` grants downloads. */
  allowExport: boolean;
  locale: string | null;
  timezone: string | null;
  filters: ActiveFilter[];
  /** Parameters that were ignored, and why; shown as notices. */
  problems: string[];
}

export function sessionParameterOf(surface: Surface): UrlParameters['sessionParameter'] {
  return surface === 'chat' ? 'sessionId' : 'session';
}

export function readUrlParameters(search: string, surface: Surface): UrlParameters {
  const query = new URLSearchParams(search);
  const sessionParameter = sessionParameterOf(surface);
  const problems: string[] = [];
  const locale = query.get('locale');
  const timezone = query.get('timezone');
  if (locale !== null && !isValidLocale(locale))
    problems.push(`locale ignored: ${locale} is not a BCP 47 tag`);
  if (timezone !== null && !isIanaTimeZone(timezone)) {
    problems.push(`timezone ignored: ${timezone} is not an IANA time zone name`);
  }
  const filters = new Map<string, ActiveFilter>();
  for (const [name, value] of query) {
    if (!name.startsWith(FILTER_NAME_PREFIX)) continue;
    const parsed = parseFilterEntry(name, value);
    if (!parsed.ok) problems.push(`filter ignored: ${parsed.error}`);
    else if (!isFilterableMember(parsed.member))
      problems.push(`filter ignored: unknown dimension ${parsed.member}`);
    else if (parsed.values === null) filters.delete(parsed.member);
    else filters.set(parsed.member, { member: parsed.member, values: parsed.values });
  }
  const sessionId = query.get(sessionParameter);
  return {
    sessionId: sessionId === null || sessionId === '' ? null : sessionId,
    sessionParameter,
    allowExport: query.get('allowExport') === 'true',
    locale: locale !== null && isValidLocale(locale) ? (Intl.getCanonicalLocales(locale)[0] ?? null) : null,
    timezone: timezone !== null && isIanaTimeZone(timezone) ? timezone : null,
    filters: [...filters.values()],
    problems,
  };
}
