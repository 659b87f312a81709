import { invalidArgument } from '../internal/errors';
import { type Handler, Subscribers } from '../internal/subscribers';
import { unknownName } from '../internal/unknown-name';
import { EMBED_EVENT_NAMES } from '../protocol/names';

/** What `controller.on` takes: every embed event, and `renewal`. */
const NAMES: readonly string[] = [...EMBED_EVENT_NAMES, 'renewal'];

/**
 * The controller's `Subscribers`: `on` and `off` refuse a name that is none of `NAMES`, since
 * plain JavaScript can pass any and a typo would subscribe to nothing, silently.
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
  if (!NAMES.includes(name as string)) throw invalidArgument(unknownName('event', name, NAMES));
}
