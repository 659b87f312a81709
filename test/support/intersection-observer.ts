import { vi } from 'vitest';

/** A stand-in IntersectionObserver: `scrollIntoView(element)` tells every observer of it that it is in view. */
export class FakeIntersectionObserver {
  static readonly live = new Set<FakeIntersectionObserver>();
  readonly observed = new Set<Element>();
  readonly #callback: IntersectionObserverCallback;
  readonly options: IntersectionObserverInit | undefined;

  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.#callback = callback;
    this.options = options;
    FakeIntersectionObserver.live.add(this);
  }

  observe(target: Element): void {
    this.observed.add(target);
  }

  unobserve(target: Element): void {
    this.observed.delete(target);
  }

  disconnect(): void {
    this.observed.clear();
    FakeIntersectionObserver.live.delete(this);
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  #tell(target: Element, isIntersecting: boolean): void {
    if (!this.observed.has(target)) return;
    const entry = { target, isIntersecting } as IntersectionObserverEntry;
    this.#callback([entry], this as unknown as IntersectionObserver);
  }

  /** Every observer of `target` hears that it came into view (or, with `false`, that it is still out). */
  static scrollIntoView(target: Element, isIntersecting = true): void {
    for (const observer of [...FakeIntersectionObserver.live]) observer.#tell(target, isIntersecting);
  }

  /** Every element observed now, by any observer. */
  static watched(): Element[] {
    return [...FakeIntersectionObserver.live].flatMap((observer) => [...observer.observed]);
  }
}

/** Installs the stand-in for one test file; `vi.unstubAllGlobals()` removes it. */
export function stubIntersectionObserver(): void {
  FakeIntersectionObserver.live.clear();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
}
