import type { EmbedActionName } from './action-payloads';
import type { EmbedEventName } from './event-payloads';

/** Every event name, for code that subscribes to all of them (no zod needed). */
// A test checks these lists against the schemas.
export const EMBED_EVENT_NAMES: readonly EmbedEventName[] = [
  'ready',
  'view',
  'navigate',
  'dashboard-loaded',
  'download',
  'drilldown',
  'ai-query',
  'session-expiring',
  'session-expired',
  'error',
];

/** Every action name. */
export const EMBED_ACTION_NAMES: readonly EmbedActionName[] = [
  'set-color-scheme',
  'set-theme',
  'set-locale',
  'set-timezone',
  'set-filter',
  'navigate',
  'refresh',
  'set-session',
];
