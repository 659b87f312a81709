import type { EmbedEvent, EmbedEventName } from '../envelope';
import type { SessionRenewal } from './session-renewal';

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
