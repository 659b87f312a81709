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

/**
 * The route of an event that passed every check (`data`: what it was read from, for `ready`'s own
 * fields): `ready` goes to the transport, the extensions, the queue and the ready gate; a fatal
 * error before it rejects `ready` now, not at the timeout; then the renewal, the extensions'
 * `event` hooks, and the app's handlers. (Positional parameters: a minified bundle keeps property names.)
 */
export function eventRoute(
  transport: HostTransport,
  extensions: HostExtensions,
  sender: ActionSender,
  readyGate: ReadyGate,
  renewal: SessionRenewal | null,
  subscribers: EventSubscribers<ControllerEventHandlers>,
  handlerThrew: (error: unknown) => void,
): (event: EmbedEvent, data: unknown) => void {
  return (event, data) => {
    if (event.type === 'svc:event:ready') {
      transport.onReady(data);
      extensions.onReady(event.payload);
      sender.onReady();
      readyGate.resolve(event.payload);
    }
    if (event.type === 'svc:event:error' && event.payload.fatal && !sender.isOpen()) {
      const { message } = event.payload;
      readyGate.reject(
        new EmbedError(EMBED_ERROR_CODES.embedFailed, `the embed failed before ready: ${message}`, {
          cause: event.payload,
        }),
      );
    }
    if (renewal) routeToRenewal(event, renewal);
    extensions.onEvent(event);
    subscribers.emit(eventName(event), [event.payload, event] as never, handlerThrew);
  };
}
