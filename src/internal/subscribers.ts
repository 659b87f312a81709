export type Handler = (...args: never[]) => void;

/**
 * A typed handler registry in the spirit of mitt. Unlike a plain EventEmitter, one throwing
 * handler never stops the others nor escapes into the `message` listener that dispatched.
 */
export class Subscribers<Handlers extends { [K in keyof Handlers]: Handler }> {
  readonly #byName = new Map<keyof Handlers, Map<Handler, { once: boolean }>>();

  on<K extends keyof Handlers>(name: K, handler: Handlers[K], once = false): () => void {
    const handlers = this.#byName.get(name) ?? new Map<Handler, { once: boolean }>();
    this.#byName.set(name, handlers);
    handlers.set(handler, { once });
    return () => this.off(name, handler);
  }

  /** Whether anyone listens to `name`. */
  has(name: keyof Handlers): boolean {
    return this.#byName.has(name);
  }

  off<K extends keyof Handlers>(name: K, handler: Handlers[K]): void {
    const handlers = this.#byName.get(name);
    handlers?.delete(handler);
    if (handlers?.size === 0) this.#byName.delete(name);
  }

  emit<K extends keyof Handlers>(
    name: K,
    args: Parameters<Handlers[K]>,
    onError: (error: unknown) => void,
  ): void {
    const handlers = this.#byName.get(name);
    if (!handlers) return;
    for (const [handler, { once }] of [...handlers]) {
      if (once) this.off(name, handler as Handlers[K]);
      try {
        (handler as (...a: Parameters<Handlers[K]>) => void)(...args);
      } catch (error) {
        onError(error);
      }
    }
  }

  clear(): void {
    this.#byName.clear();
  }
}
