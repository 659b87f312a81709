import type { EmbedEvent, EmbedEventName } from '../envelope';
import { EMBED_ERROR_CODES, EmbedError } from '../internal/errors';
import type { ActionSender } from './action-sender';
import type { HostExtensions } from './capabilities';
import type { ControllerEventHandlers } from './controller-options';
import type { EventSubscribers } from './event-subscribers';
import type { ReadyGate } from './ready-gate';
import type { SessionRenewal } from './session-renewal';
import type { HostTransport } from './transport-switch';

const EVENT_PREFIX_LENGTH = 'svc:event:'.length;

/** `svc:event:ready` -> `ready`: the name host handlers subscribe to. */
export function eventName(event: EmbedEvent): EmbedEventName {
  return event.type.slice(EVENT_PREFIX_LENGTH) as EmbedEventName;
}

/** Hands the events a session renewal acts on (session end times, exchange errors) to it. */
export function routeToRenewal(event: EmbedEvent, renewal: SessionRenewal): void {
  if (event.type === 'svc:event:session-expiring') {
    renewal.onSessionEvent('session-expiring', event.payload.expiresAt);
  } else if (event.type === 'svc:event:session-expired') {
    renewal.onSessionEvent('session-expired', event.payload.expiredAt);
  } else if (event.type === 'svc:event:error') {
    const { name, context, message } = event.payload;
    renewal.onEmbedError(name, context, message);
  }
}

/** What an accepted event reaches, in this order. */
export interface EventRoute {
  transport: HostTransport;
  extensions: HostExtensions;
  sender: ActionSender;
  readyGate: ReadyGate;
  renewal: SessionRenewal | null;
  subscribers: EventSubscribers<ControllerEventHandlers>;
  handlerThrew: (error: unknown) => void;
}

/**
 * An event that passed every check (`data`: what it was read from, for `ready`'s own fields):
 * `ready` goes to the transport, the extensions, the queue and the ready gate; a fatal error
 * before it rejects `ready` now, not at the timeout; then the renewal, the extensions' `event`
 * hooks, and the app's handlers.
 */
export function routeEvent(event: EmbedEvent, data: unknown, route: EventRoute): void {
  if (event.type === 'svc:event:ready') {
    route.transport.onReady(data);
    route.extensions.onReady(event.payload);
    route.sender.onReady();
    route.readyGate.resolve(event.payload);
  }
  if (event.type === 'svc:event:error' && event.payload.fatal && !route.sender.isReady) {
    const { message } = event.payload;
    route.readyGate.reject(
      new EmbedError(EMBED_ERROR_CODES.embedFailed, `the embed failed before ready: ${message}`, {
        cause: event.payload,
      }),
    );
  }
  if (route.renewal) routeToRenewal(event, route.renewal);
  route.extensions.onEvent(event);
  route.subscribers.emit(eventName(event), [event.payload, event] as never, route.handlerThrew);
}
