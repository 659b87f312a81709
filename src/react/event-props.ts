import {
  EMBED_EVENT_NAMES,
  type EmbedController,
  type EmbedEventHandlers,
  type EmbedEventName,
} from '../host';

type PascalCase<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Capitalize<Head>}${PascalCase<Tail>}`
  : Capitalize<S>;

/** One optional prop per embed event: `onReady`, `onDashboardLoaded`, `onAiQuery`, ... */
export type EmbedEventProps = {
  [N in EmbedEventName as `on${PascalCase<N>}`]?: EmbedEventHandlers[N];
};

type AnyEventHandler = (payload: unknown, event: unknown) => void;

/** `dashboard-loaded` -> `onDashboardLoaded`. */
export function eventPropName(name: EmbedEventName): keyof EmbedEventProps {
  return `on${name.replace(/(?:^|-)(\w)/g, (_match, letter: string) => letter.toUpperCase())}` as keyof EmbedEventProps;
}

/**
 * Subscribes once to every event of a controller. Each call reads the handler from the latest
 * props, so a new handler takes effect without resubscribing; `destroy()` drops the subscriptions.
 */
export function forwardEventProps(controller: EmbedController, latestProps: () => EmbedEventProps): void {
  for (const name of EMBED_EVENT_NAMES) {
    const prop = eventPropName(name);
    controller.on(name, (payload: unknown, event: unknown) =>
      (latestProps()[prop] as AnyEventHandler | undefined)?.(payload, event),
    );
  }
}
