import type { EmbedExtension } from '../../embed/extension';
import type { ExtensionLifetime } from '../../internal/extension';
import { extensionEvent } from '../../protocol/extension-envelope';
import type { ExtensionEventPayloads } from '../../protocol/extension-payloads';
import { EXTENSIONS, MAX_CONTENT_PX } from '../../protocol/extensions';

export type ContentSize = ExtensionEventPayloads['content-size'];

/** The document's content box, not the viewport: `scrollHeight` of the root is never below it. */
export function measureContentSize(): ContentSize {
  const root = document.documentElement;
  const box = root.getBoundingClientRect();
  const height = Math.max(box.height, document.body?.scrollHeight ?? 0);
  return { height: bound(Math.ceil(height)), width: bound(Math.ceil(box.width)) };
}

function bound(px: number): number {
  return Number.isFinite(px) ? Math.min(MAX_CONTENT_PX, Math.max(0, px)) : 0;
}

const VIEWPORT_WATCH_FRAMES = 30;

/**
 * Reports the content size on change, at most once per animation frame. A change that only follows
 * the viewport (a `100vh` element growing with the iframe the host just enlarged, a `50vh` one
 * shrinking with it) is not reported: that is the feedback loop that would otherwise grow or
 * shrink the iframe without end.
 */
export function observeContentSize(
  disposer: Pick<ExtensionLifetime, 'add' | 'listen'>,
  report: (size: ContentSize) => void,
  measure: () => ContentSize = measureContentSize,
): void {
  if (typeof ResizeObserver === 'undefined' || typeof requestAnimationFrame === 'undefined') return;
  let frame = 0;
  let seen: ContentSize | null = null;
  let seenViewport = innerHeight;
  /** Frames left to watch the viewport after a report (the host is about to resize the iframe). */
  let watching = 0;
  const update = () => {
    frame = 0;
    const size = measure();
    const viewportChange = innerHeight - seenViewport;
    seenViewport = innerHeight;
    if (watching > 0) {
      watching -= 1;
      schedule();
    }
    if (seen && size.height === seen.height && size.width === seen.width) return;
    // Content that moved with the viewport, in the same direction, is sized in vh (100vh, 50vh,
    // calc(100vh - 10px)): reported, it would move the viewport again, growing or shrinking each frame.
    const followsViewport =
      seen !== null &&
      viewportChange !== 0 &&
      Math.sign(size.height - seen.height) === Math.sign(viewportChange);
    seen = size;
    if (followsViewport) return;
    report(size);
    // The viewport's own change may reach no observer and its resize event come late (WebKit): a
    // stale baseline would take later real growth for the viewport's. Watch it for a few frames.
    watching = VIEWPORT_WATCH_FRAMES;
    schedule();
  };
  function schedule() {
    frame ||= requestAnimationFrame(update);
  }
  const observer = new ResizeObserver(schedule);
  observer.observe(document.documentElement);
  if (document.body) observer.observe(document.body);
  // A viewport change that moves no content fires no observer: measure anyway, so that the
  // viewport baseline is current and later real growth is not taken for the viewport's.
  disposer.listen(window, 'resize', schedule);
  frame = requestAnimationFrame(update);
  disposer.add(() => {
    observer.disconnect();
    if (frame) cancelAnimationFrame(frame);
  });
}

/**
 * The `content-size` extension, embed side: after `ready`, reports the document's content size
 * whenever it changes, so a host with `autoHeight()` sizes the iframe to it.
 */
export function contentSize(): EmbedExtension {
  return {
    name: EXTENSIONS.contentSize,
    setup: ({ lifetime, post, surface, now }) => ({
      ready: () =>
        observeContentSize(lifetime, (size) =>
          post(extensionEvent(EXTENSIONS.contentSize, size, surface, now())),
        ),
    }),
  };
}
