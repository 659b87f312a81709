import type { EmbedAction } from '../../envelope';
import type { HostExtension } from '../../host/extension';
import { DIAGNOSTIC_REASONS } from '../../internal/diagnostics';
import { extensionAction } from '../../protocol/extension-envelope';
import { EXTENSIONS } from '../../protocol/extensions';
import { isIframeHidden, watchHidden } from './hidden-iframe';
import { type ScrollRequest, scrollToPart } from './scroll-part';
import { measureVisibleRegion } from './visible-region';

/** Options of `viewport()`. */
export interface ViewportOptions {
  /** Whether the embed's scroll requests (`requestScroll`) may scroll the page. Default `true`. */
  allowScroll?: boolean;
}

/** Scroll requests the host follows in any one second; the rest are dropped with `scroll-refused`. */
export const MAX_SCROLLS_PER_SECOND = 3;

const REQUEST_TYPE = `svc:event:${EXTENSIONS.viewport}`;
const ACTION_TYPE = `svc:action:${EXTENSIONS.viewport}`;

/**
 * The visible region (extension `viewport`): tells the embed which part of its iframe the viewer
 * sees, at most once per animation frame and only when it changed (a scroll of the page or of any
 * scrolling ancestor, a resize, a layout shift, `showEmbed`/`hideEmbed`, the tab hidden or shown),
 * and follows its scroll requests within the iframe's box. The embed must use `viewport()` too.
 */
export function viewport(options: ViewportOptions = {}): HostExtension {
  const allowScroll = options.allowScroll !== false;
  return {
    name: EXTENSIONS.viewport,
    setup({ iframe, tenantOrigin, lifetime, post, diagnose, log }) {
      let frame = 0;
      let sent = '';
      let watching = false;
      let announced = false;
      let scrolls: number[] = [];
      const measure = () => {
        frame = 0;
        if (!announced) return;
        const region = measureVisibleRegion(iframe, isIframeHidden(iframe));
        const key = JSON.stringify(region);
        if (key === sent) return;
        sent = key;
        log('out', 'sent', ACTION_TYPE, tenantOrigin, region);
        post(extensionAction(EXTENSIONS.viewport, region, Date.now()) as EmbedAction);
        // Another frame's work (an overlay that follows its placeholder) may move the iframe
        // after this one: look once more, which sends nothing when it stayed.
        schedule();
      };
      const schedule = () => {
        frame ||= requestAnimationFrame(measure);
      };
      const watch = () => {
        const stop = [
          lifetime.listen(document, 'visibilitychange', schedule),
          lifetime.listen(window, 'resize', schedule),
          watchHidden(iframe, schedule),
        ];
        // Capture: a scroll of any element (a panel around the iframe) reaches the window. A layout
        // shift above the iframe resizes the document; the frame after each send looks once more.
        addEventListener('scroll', schedule, { capture: true, passive: true });
        const resized = new ResizeObserver(schedule);
        for (const box of [iframe, document.documentElement]) resized.observe(box);
        lifetime.add(() => {
          for (const undo of stop) undo();
          removeEventListener('scroll', schedule, { capture: true });
          resized.disconnect();
          cancelAnimationFrame(frame);
        });
      };
      const refuse = (message: string, origin: string, detail: unknown) =>
        diagnose({ reason: DIAGNOSTIC_REASONS.scrollRefused, message, origin, detail });
      return {
        ready(_ready, { extensions }) {
          // A new document: it has been told nothing yet (and an older one may not take it).
          announced = extensions.includes(EXTENSIONS.viewport);
          sent = '';
          if (!announced) return;
          if (!watching) watch();
          watching = true;
          schedule();
        },
        events: {
          // Checked already by the codec, with this extension's own rules (it ships with the library).
          [REQUEST_TYPE]: (envelope, origin) => {
            const request = (envelope as { payload: ScrollRequest }).payload;
            // Nobody sees a hidden embed: what it asks for is not the viewer's.
            if (isIframeHidden(iframe) || document.visibilityState === 'hidden')
              return log('in', 'dropped', REQUEST_TYPE, origin, request);
            if (!allowScroll)
              return refuse('scroll request refused: viewport({ allowScroll: false })', origin, request);
            const now = Date.now();
            scrolls = scrolls.filter((at) => now - at < 1000);
            if (scrolls.length >= MAX_SCROLLS_PER_SECOND)
              return refuse(
                `scroll request dropped: more than ${MAX_SCROLLS_PER_SECOND} in a second`,
                origin,
                request,
              );
            scrolls.push(now);
            log('in', 'accepted', REQUEST_TYPE, origin, request);
            scrollToPart(iframe, request);
          },
        },
      };
    },
  };
}
