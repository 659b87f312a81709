import { EMBED_EVENT_NAMES, type EmbedController } from '../host';
import type { LifecycleSink } from './options';

/**
 * Forwards the controller's events, renewals and a failed `ready` to the wrapper's sink while
 * `live()` (the controller is still the wrapper's); returns the unsubscribers.
 */
export function forwardEvents(
  controller: EmbedController,
  sink: LifecycleSink,
  live: () => boolean,
): (() => void)[] {
  const unforward: (() => void)[] = [];
  for (const name of EMBED_EVENT_NAMES) {
    // One handler for every name: the union of handler types accepts none, so it is widened once here.
    const handler = (payload: unknown, envelope: unknown) =>
      sink.event(name, payload as never, envelope as never);
    unforward.push(controller.on(name, handler as never));
  }
  unforward.push(controller.on('renewal', (update) => sink.renewal(update)));
  controller.ready.catch((error: unknown) => {
    // A rejection after teardown is the `destroyed` one: nobody is waiting for that embed.
    if (live() && !controller.destroyed) sink.error(error);
  });
  return unforward;
}
