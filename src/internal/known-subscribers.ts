import { invalidArgument } from './errors';
import { type Handler, Subscribers } from './subscribers';
import { unknownName } from './unknown-name';

/**
 * `Subscribers` whose `on` and `off` refuse a name off the list: plain JavaScript can pass any, and
 * a typo would subscribe to nothing, silently. A symbol (this library's own use) passes.
 */
export class KnownSubscribers<
  Handlers extends { [K in keyof Handlers]: Handler },
> extends Subscribers<Handlers> {
  readonly #what: string;
  readonly #names: readonly string[];

  /** `what` is how a message calls a name: `event`. */
  constructor(what: string, names: readonly string[]) {
    super();
    this.#what = what;
    this.#names = names;
  }

  override on<K extends keyof Handlers>(name: K, handler: Handlers[K], once?: boolean): () => void {
    this.#refuseUnknown(name);
    return super.on(name, handler, once);
  }

  override off<K extends keyof Handlers>(name: K, handler: Handlers[K]): void {
    this.#refuseUnknown(name);
    super.off(name, handler);
  }

  #refuseUnknown(name: keyof Handlers): void {
    if (typeof name !== 'symbol' && !this.#names.includes(name as string))
      throw invalidArgument(unknownName(this.#what, name, this.#names));
  }
}
