import { invalidArgument } from '../internal/errors';
import { type Handler, Subscribers } from '../internal/subscribers';
import { unknownName } from '../internal/unknown-name';
import { EMBED_EVENT_NAMES } from '../protocol/names';

/**
 * The controller's `Subscribers`: `on` and `off` refuse a name that is no event, since plain
 * JavaScript can pass any and a typo would subscribe to nothing, silently. A symbol (the
 * controller's own use) passes.
 */
export class EventSubscribers<
  Handlers extends { [K in keyof Handlers]: Handler },
> extends Subscribers<Handlers> {
  override on<K extends keyof Handlers>(name: K, handler: Handlers[K], once?: boolean): () => void {
    refuseUnknown(name);
    return super.on(name, handler, once);
  }

  override off<K extends keyof Handlers>(name: K, handler: Handlers[K]): void {
    refuseUnknown(name);
    super.off(name, handler);
  }
}

function refuseUnknown(name: PropertyKey): void {
  if (typeof name !== 'symbol' && !EMBED_EVENT_NAMES.includes(name as never))
    throw invalidArgument(unknownName('event', name, EMBED_EVENT_NAMES));
}
