import type { EmbedEventHandlers, EmbedEventName } from '../host';

type PascalCase<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Capitalize<Head>}${PascalCase<Tail>}`
  : Capitalize<S>;

/**
 * One optional prop per embed event: `onReady`, `onDashboardLoaded`, `onAiQuery`, ... Each handler
 * gets the checked payload and the whole envelope. Written out (not mapped from the event names)
 * so that each prop carries its own comment; a type test keeps it in step with the events.
 */
export interface EmbedEventProps {
  /** `svc:event:ready`: once per session, when the embed has authenticated and mounted; always the first event. */
  onReady?: EmbedEventHandlers['ready'];
  /** `svc:event:view`: on load and on each in-embed navigation. */
  onView?: EmbedEventHandlers['view'];
  /** `svc:event:navigate`: the viewer changes route inside the embed. */
  onNavigate?: EmbedEventHandlers['navigate'];
  /** `svc:event:dashboard-loaded`: all widgets rendered, after `ready` (dashboards only). */
  onDashboardLoaded?: EmbedEventHandlers['dashboard-loaded'];
  /** `svc:event:download`: the viewer exports data or an image (dashboards only; never the rows). */
  onDownload?: EmbedEventHandlers['download'];
  /** `svc:event:drilldown`: the viewer drills into a measure (dashboards only). */
  onDrilldown?: EmbedEventHandlers['drilldown'];
  /** `svc:event:ai-query`: an AI query is submitted, completes or fails. */
  onAiQuery?: EmbedEventHandlers['ai-query'];
  /** `svc:event:session-expiring`: once per signed session, about 30 minutes before it stops working. */
  onSessionExpiring?: EmbedEventHandlers['session-expiring'];
  /** `svc:event:session-expired`: a signed session has lapsed (the renewal starts on its own). */
  onSessionExpired?: EmbedEventHandlers['session-expired'];
  /** `svc:event:error`: the embed surfaces an error (`fatal: true` when the whole surface went down). */
  onError?: EmbedEventHandlers['error'];
}

/** The props `EmbedEventProps` must have: `on` + the event name in PascalCase, for every event. */
export type EventPropNames = `on${PascalCase<EmbedEventName>}`;

/** `dashboard-loaded` -> `onDashboardLoaded`. */
export function eventPropName(name: EmbedEventName): keyof EmbedEventProps {
  return `on${name.replace(/(?:^|-)(\w)/g, (_match, letter: string) => letter.toUpperCase())}` as keyof EmbedEventProps;
}
