import type { HostExtension } from '../../host/extension';
import { invalidOption, shown } from '../../internal/errors';

/** Options of `lazyLoad()`. */
export interface LazyLoadOptions {
  /**
   * How near the viewport the container must come, as IntersectionObserver's `rootMargin`: one to
   * four lengths in px or %. Default `'200px'`: the embed starts loading about a screen's scroll early.
   */
  rootMargin?: string;
}

/** The extension's name, as diagnostics and the debug log show it. */
export const LAZY_LOAD = 'lazy-load';

const MARGIN = '(?:0|-?\\d+(?:\\.\\d+)?(?:px|%))';
const ROOT_MARGIN_PATTERN = new RegExp(`^${MARGIN}(?: ${MARGIN}){0,3}$`);

/**
 * Lazy mounting: the iframe, its address, the first session mint (`mintSession` without
 * `sessionId`) and the ready timeout wait until the container comes within `rootMargin` of the
 * viewport. Until then an empty placeholder holds the iframe's place, so the page lays out the same.
 * Without IntersectionObserver the embed opens at once.
 */
export function lazyLoad(options: LazyLoadOptions = {}): HostExtension {
  const { rootMargin = '200px' } = options;
  if (typeof rootMargin !== 'string' || !ROOT_MARGIN_PATTERN.test(rootMargin)) {
    throw invalidOption(
      `lazyLoad: rootMargin must be one to four lengths in px or % separated by spaces, such as '200px', got ${shown(rootMargin)}`,
    );
  }
  return {
    name: LAZY_LOAD,
    setup: ({ iframe, lifetime, log }) => ({
      defer(open, target) {
        if (typeof IntersectionObserver !== 'function') return false;
        let watched = target;
        if (target !== iframe) {
          watched = document.createElement('div');
          watched.style.cssText = iframe.style.cssText;
          target.append(watched);
        }
        const observer = new IntersectionObserver(
          (entries) => {
            if (!entries.some((entry) => entry.isIntersecting)) return;
            stop();
            log('out', 'sent', 'lazy-load: near the viewport, opening', '-', undefined);
            open();
          },
          { rootMargin },
        );
        const stop = lifetime.add(() => {
          observer.disconnect();
          if (watched !== iframe) watched.remove();
        });
        observer.observe(watched);
        return true;
      },
    }),
  };
}
