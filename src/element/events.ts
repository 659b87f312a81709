import type { Diagnostic, EmbedEventName, EventPayloads, RenewalUpdate } from '../host';

/**
 * The DOM events of `<svc-embed>`: each embed event as `svc-<name>` with the payload as `detail`,
 * plus the element's own three. They bubble and cross shadow roots.
 */
export interface SvcEmbedElementEventMap {
  /** `svc:event:ready`: once per session, when the embed has authenticated and mounted; always the first event. */
  'svc-ready': CustomEvent<EventPayloads['ready']>;
  /** `svc:event:view`: on load and on each in-embed navigation. */
  'svc-view': CustomEvent<EventPayloads['view']>;
  /** `svc:event:navigate`: the viewer changes route inside the embed. */
  'svc-navigate': CustomEvent<EventPayloads['navigate']>;
  /** `svc:event:dashboard-loaded`: all widgets rendered, after `ready` (dashboards only). */
  'svc-dashboard-loaded': CustomEvent<EventPayloads['dashboard-loaded']>;
  /** `svc:event:download`: the viewer exports data or an image (dashboards only; never the rows). */
  'svc-download': CustomEvent<EventPayloads['download']>;
  /** `svc:event:drilldown`: the viewer drills into a measure (dashboards only). */
  'svc-drilldown': CustomEvent<EventPayloads['drilldown']>;
  /** `svc:event:ai-query`: an AI query is submitted, completes or fails. */
  'svc-ai-query': CustomEvent<EventPayloads['ai-query']>;
  /** `svc:event:session-expiring`: once per signed session, about 30 minutes before it stops working. */
  'svc-session-expiring': CustomEvent<EventPayloads['session-expiring']>;
  /** `svc:event:session-expired`: a signed session has lapsed (the renewal starts on its own). */
  'svc-session-expired': CustomEvent<EventPayloads['session-expired']>;
  /** `svc:event:error`: the embed surfaces an error (`fatal: true` when the whole surface went down). */
  'svc-error': CustomEvent<EventPayloads['error']>;
  /** A step of a session renewal (see `EmbedController.onRenewal`). */
  'svc-renewal': CustomEvent<RenewalUpdate>;
  /** A message refused or a handler that threw (see `onDiagnostic`). */
  'svc-diagnostic': CustomEvent<Diagnostic>;
  /**
   * The element could not do what it was told: minting failed, a value was invalid, `ready` timed
   * out. `detail` is what was thrown or rejected, as is (React's `onEmbedError` and Vue's
   * `embed-error` get the same): an `EmbedError`, or whatever your `mintSession` rejected with.
   */
  'svc-embed-error': CustomEvent<unknown>;
}

type OwnEventName = 'renewal' | 'diagnostic' | 'embed-error';

/** Bubbles and crosses shadow roots, so a framework can listen on any ancestor. */
export function dispatchSvcEvent<N extends EmbedEventName | OwnEventName>(
  target: EventTarget,
  name: N,
  detail: SvcEmbedElementEventMap[`svc-${N}`]['detail'],
): void {
  target.dispatchEvent(new CustomEvent(`svc-${name}`, { detail, bubbles: true, composed: true }));
}
