import type { ActionPayloads as InferredActionPayloads } from './action-payloads';
import type { EventPayloads as InferredEventPayloads } from './event-payloads';

// Interfaces, not type aliases: an editor shows an interface by its name, while an alias of a type
// inferred from a schema shows the whole expanded object. The fields and their comments come from
// the schemas (event-payloads.ts, action-payloads.ts), so the wire format keeps one source.
type EventShape<N extends keyof InferredEventPayloads> = InferredEventPayloads[N];
type ActionShape<N extends keyof InferredActionPayloads> = InferredActionPayloads[N];

/** Payload of `svc:event:ready`: who and what the embed is, once it has authenticated and mounted. */
export interface ReadyPayload extends EventShape<'ready'> {}
/** Payload of `svc:event:view`: the page the viewer sees, on load and on each in-embed navigation. */
export interface ViewPayload extends EventShape<'view'> {}
/** Payload of `svc:event:navigate`: the viewer changed route inside the embed. */
export interface NavigateEventPayload extends EventShape<'navigate'> {}
/** Payload of `svc:event:dashboard-loaded`: all widgets of a dashboard rendered. */
export interface DashboardLoadedPayload extends EventShape<'dashboard-loaded'> {}
/** Payload of `svc:event:download`: the viewer exported data or an image (never the exported rows). */
export interface DownloadPayload extends EventShape<'download'> {}
/** Payload of `svc:event:drilldown`: the viewer drilled into a measure. */
export interface DrilldownPayload extends EventShape<'drilldown'> {}
/** Payload of `svc:event:ai-query`: an AI query was submitted, completed or failed. */
export interface AiQueryPayload extends EventShape<'ai-query'> {}
/** Payload of `svc:event:session-expiring`: a signed session stops working soon (about 30 minutes). */
export interface SessionExpiringPayload extends EventShape<'session-expiring'> {}
/** Payload of `svc:event:session-expired`: a signed session has lapsed. */
export interface SessionExpiredPayload extends EventShape<'session-expired'> {}
/** Payload of `svc:event:error`: the embed surfaced an error. */
export interface ErrorPayload extends EventShape<'error'> {}

/** Payload of the `svc:action:set-color-scheme` action. */
export interface SetColorSchemePayload extends ActionShape<'set-color-scheme'> {}
/**
 * Payload of the `svc:action:set-theme` action: the brand theme, also the session request's
 * `embedTheme`. Each value is checked, because the embed writes it into CSS.
 */
export interface SetThemePayload extends ActionShape<'set-theme'> {}
/**
 * The 0.x name of `SetThemePayload`, the same type.
 * @deprecated Use `SetThemePayload`.
 */
export type EmbedTheme = SetThemePayload;
/** Payload of the `svc:action:set-locale` action. */
export interface SetLocalePayload extends ActionShape<'set-locale'> {}
/** Payload of the `svc:action:set-timezone` action. */
export interface SetTimezonePayload extends ActionShape<'set-timezone'> {}
/** Payload of the `svc:action:set-filter` action. */
export interface SetFilterPayload extends ActionShape<'set-filter'> {}
/** Payload of the `svc:action:navigate` action. */
export interface NavigateActionPayload extends ActionShape<'navigate'> {}
/** Payload of the `svc:action:refresh` action: always `{}`. */
export interface RefreshPayload extends ActionShape<'refresh'> {}
/** Payload of the `svc:action:set-session` action. */
export interface SetSessionPayload extends ActionShape<'set-session'> {}

/** The payload of each event (embed to host), by short name. */
export interface EventPayloads {
  /** `svc:event:ready`: once per session, when the embed has authenticated and mounted; always the first event. */
  ready: ReadyPayload;
  /** `svc:event:view`: on load and on each in-embed navigation. */
  view: ViewPayload;
  /** `svc:event:navigate`: the viewer changes route inside the embed. */
  navigate: NavigateEventPayload;
  /** `svc:event:dashboard-loaded`: all widgets rendered, after `ready` (dashboards only). */
  'dashboard-loaded': DashboardLoadedPayload;
  /** `svc:event:download`: the viewer exports data or an image (dashboards only). */
  download: DownloadPayload;
  /** `svc:event:drilldown`: the viewer drills into a measure (dashboards only). */
  drilldown: DrilldownPayload;
  /** `svc:event:ai-query`: an AI query is submitted, completes or fails. */
  'ai-query': AiQueryPayload;
  /** `svc:event:session-expiring`: once per signed session, about 30 minutes before it stops working. */
  'session-expiring': SessionExpiringPayload;
  /** `svc:event:session-expired`: a signed session has lapsed. */
  'session-expired': SessionExpiredPayload;
  /** `svc:event:error`: the embed surfaces an error. */
  error: ErrorPayload;
}

/** The payload of each action (host to embed), by short name. */
export interface ActionPayloads {
  /** `svc:action:set-color-scheme`: switch to the light, dark or OS (`auto`) scheme. */
  'set-color-scheme': SetColorSchemePayload;
  /** `svc:action:set-theme`: apply a brand theme. */
  'set-theme': SetThemePayload;
  /** `svc:action:set-locale`: switch the UI language. */
  'set-locale': SetLocalePayload;
  /** `svc:action:set-timezone`: switch the query time zone. */
  'set-timezone': SetTimezonePayload;
  /** `svc:action:set-filter`: push a filter into a dashboard. */
  'set-filter': SetFilterPayload;
  /** `svc:action:navigate`: navigate to an in-embed path. */
  navigate: NavigateActionPayload;
  /** `svc:action:refresh`: re-run the queries. */
  refresh: RefreshPayload;
  /** `svc:action:set-session`: swap in a fresh signed session without a reload. */
  'set-session': SetSessionPayload;
}

/** The payload of one event, by its short name: `EventPayload<'download'>` is `DownloadPayload`. */
export type EventPayload<N extends keyof EventPayloads> = EventPayloads[N];
/** The payload of one action, by its short name: `ActionPayload<'set-filter'>` is `SetFilterPayload`. */
export type ActionPayload<N extends keyof ActionPayloads> = ActionPayloads[N];
