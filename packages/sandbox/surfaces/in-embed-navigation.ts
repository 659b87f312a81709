import { routePath } from './routes';

/**
 * In-embed routes on the iframe's own history: a link click, a `navigate` action and the browser's
 * back/forward all end in `announce(path, previousPath)`, which emits `navigate` and `view`.
 */
export type NavigationResult = 'moved' | 'same' | 'unknown';

export class InEmbedNavigation {
  readonly #show: (path: string) => boolean;
  readonly #announce: (path: string, previousPath: string) => void;
  #current: string;

  constructor(show: (path: string) => boolean, announce: (path: string, previousPath: string) => void) {
    this.#show = show;
    this.#announce = announce;
    this.#current = location.pathname;
    window.addEventListener('popstate', () => this.#arrive(location.pathname));
  }

  get current(): string {
    return this.#current;
  }

  /** Goes to `path` if this surface has such a route; the query of the embed address is kept. */
  go(path: string): NavigationResult {
    const target = routePath(path);
    if (target === this.#current) return 'same';
    if (!this.#show(target)) return 'unknown';
    history.pushState(null, '', `${target}${location.search}`);
    this.#moved(target);
    return 'moved';
  }

  #arrive(path: string): void {
    if (path === this.#current) return;
    // A history entry of ours always names a known route, so show() succeeds.
    if (this.#show(path)) this.#moved(path);
  }

  #moved(path: string): void {
    const previousPath = this.#current;
    this.#current = path;
    this.#announce(path, previousPath);
  }
}
