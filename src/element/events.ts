import { EMBED_EVENT_NAMES, type EmbedEventName, type EventPayloads } from '../envelope';
import type { EmbedController } from '../host/controller';
import type { RenewalUpdate } from '../host/session-renewal';
import type { Diagnostic } from '../internal/diagnostics';

type EmbedDomEvents = { [N in EmbedEventName as `svc-${N}`]: CustomEvent<EventPayloads[N]> };

/** The DOM events of `<svc-embed>`: each embed event as `svc-<name>`, plus the element's own three. */
export interface SvcEmbedEventMap extends EmbedDomEvents {
  /** A step of a session renewal (see `EmbedController.onRenewal`). */
  'svc-renewal': CustomEvent<RenewalUpdate>;
  /** A message refused or a handler that threw (see `onDiagnostic`). */
  'svc-diagnostic': CustomEvent<Diagnostic>;
  /** The element could not do what it was told: minting failed, a value was invalid, `ready` timed out. */
  'svc-embed-error': CustomEvent<Error>;
}

type OwnEventName = 'renewal' | 'diagnostic' | 'embed-error';

/** Bubbles and crosses shadow roots, so a framework can listen on any ancestor. */
export function dispatchSvcEvent<N extends EmbedEventName | OwnEventName>(
  target: EventTarget,
  name: N,
  detail: SvcEmbedEventMap[`svc-${N}`]['detail'],
): void {
  target.dispatchEvent(new CustomEvent(`svc-${name}`, { detail, bubbles: true, composed: true }));
}

export function forwardEmbedEvents(controller: EmbedController, target: EventTarget): void {
  for (const name of EMBED_EVENT_NAMES) {
    controller.on(name, (payload: unknown) => dispatchSvcEvent(target, name, payload as never));
  }
  controller.onRenewal((update) => dispatchSvcEvent(target, 'renewal', update));
}
