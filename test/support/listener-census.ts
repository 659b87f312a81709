/**
 * Counts the listeners alive on some event targets: wraps their `addEventListener` and
 * `removeEventListener` (as own properties, so every caller goes through them) and keeps a set
 * keyed the way the DOM does, by type, listener and capture. Adding the same listener twice is
 * one listener; removing an unknown one changes nothing. Runs in happy-dom and in browsers.
 */
export interface ListenerCensus {
  /** Listeners added since the census began and not removed since. */
  readonly live: number;
  /** The same, by event type: `{ message: 1, focus: 1 }`. */
  liveByType(): Record<string, number>;
  /** Puts the original methods back. */
  restore(): void;
}

type Listener = EventListenerOrEventListenerObject;

function captureOf(options: boolean | EventListenerOptions | undefined): boolean {
  return typeof options === 'boolean' ? options : Boolean(options?.capture);
}

export function takeListenerCensus(targets: readonly EventTarget[]): ListenerCensus {
  /** One entry per live listener: target index, type and capture, per listener function. */
  const live = new Map<Listener, Set<string>>();
  let count = 0;
  const restores = targets.map((target, index) => {
    const add = target.addEventListener;
    const remove = target.removeEventListener;
    const keyOf = (type: string, options: boolean | EventListenerOptions | undefined) =>
      `${index}\u0000${type}\u0000${captureOf(options)}`;
    const previous = {
      add: Object.getOwnPropertyDescriptor(target, 'addEventListener'),
      remove: Object.getOwnPropertyDescriptor(target, 'removeEventListener'),
    };
    define(
      target,
      'addEventListener',
      (type: string, listener: Listener | null, options?: boolean | AddEventListenerOptions) => {
        if (listener) {
          const keys = live.get(listener) ?? new Set<string>();
          const key = keyOf(type, options);
          if (!keys.has(key)) count += 1;
          keys.add(key);
          live.set(listener, keys);
        }
        add.call(target, type, listener, options);
      },
    );
    define(
      target,
      'removeEventListener',
      (type: string, listener: Listener | null, options?: boolean | EventListenerOptions) => {
        const keys = listener ? live.get(listener) : undefined;
        if (listener && keys?.delete(keyOf(type, options))) {
          count -= 1;
          if (keys.size === 0) live.delete(listener);
        }
        remove.call(target, type, listener, options);
      },
    );
    return () => {
      restore(target, 'addEventListener', previous.add);
      restore(target, 'removeEventListener', previous.remove);
    };
  });

  return {
    get live() {
      return count;
    },
    liveByType() {
      const byType = new Map<string, number>();
      for (const keys of live.values()) {
        for (const key of keys) {
          const type = key.split('\u0000')[1] ?? '';
          byType.set(type, (byType.get(type) ?? 0) + 1);
        }
      }
      return Object.fromEntries(byType);
    },
    restore() {
      for (const undo of restores) undo();
    },
  };
}

function define(target: EventTarget, name: string, value: unknown): void {
  Object.defineProperty(target, name, { value, configurable: true, writable: true });
}

function restore(target: EventTarget, name: string, previous: PropertyDescriptor | undefined): void {
  if (previous) Object.defineProperty(target, name, previous);
  else Reflect.deleteProperty(target, name);
}
