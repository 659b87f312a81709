import type { EmbedExtension } from '../../embed/extension';
import { DIAGNOSTIC_REASONS, type Diagnostic } from '../../internal/diagnostics';
import { invalidArgument, shown } from '../../internal/errors';
import { extensionEvent, parseExtensionAction } from '../../protocol/extension-envelope';
import type { VisibleRegion } from '../../protocol/extension-payloads';
import { EXTENSIONS, MAX_CONTENT_PX } from '../../protocol/extensions';
import { describeIssues } from '../../protocol/parse-error';

export type { VisibleRegion };

/** Where `requestScroll` brings the part in the host's view, as in `scrollIntoView`. */
export type ScrollBlock = 'start' | 'center' | 'nearest';

/** The events of `viewport()`'s `on`. */
export interface ViewportEvents {
  /** Each visible region the host sends (only when it changed). */
  viewport: (region: VisibleRegion) => void;
  /** Each change of whether any of the iframe is seen. */
  visibility: (visible: boolean) => void;
}

/** `viewport()`, embed side: the extension value, and what it learned from the host. */
export interface EmbedViewport extends EmbedExtension {
  /** Whether any of the iframe is seen; `true` until a host with `viewport()` says otherwise. */
  readonly visible: boolean;
  /** The latest visible region, `null` before the host sent one (or without its `viewport()`). */
  readonly region: VisibleRegion | null;
  /** Calls `handler` on each `viewport` or `visibility` change; returns an unsubscribe. */
  on<N extends keyof ViewportEvents>(name: N, handler: ViewportEvents[N]): () => void;
  /**
   * Asks the host to bring the part `{ top, height }` of this iframe (its CSS px) into view; the
   * host clamps it to the iframe, may refuse or rate-limit it, and ignores it while hidden.
   * `false`: not sent (before `ready`, or after `destroy()`). Bad numbers throw `invalid-argument`.
   */
  requestScroll(part: { top: number; height: number }, options?: { block?: ScrollBlock }): boolean;
}

const ACTION_TYPE = `svc:action:${EXTENSIONS.viewport}`;
const BLOCKS: readonly string[] = ['start', 'center', 'nearest'];

/**
 * The `viewport` extension, embed side, for one emitter: sets `--svc-visible-top` and
 * `--svc-visible-height` (px) on the document element from each region the host sends, and tells
 * `on('viewport')` and `on('visibility')`. Without a host `viewport()` nothing is set.
 */
export function viewport(): EmbedViewport {
  let region: VisibleRegion | null = null;
  let visible = true;
  let send: ((payload: { top: number; height: number; block: ScrollBlock }) => void) | null = null;
  let report: ((diagnostic: Diagnostic) => void) | null = null;
  const handlers = {
    viewport: new Set<ViewportEvents['viewport']>(),
    visibility: new Set<ViewportEvents['visibility']>(),
  };
  const tell = <N extends keyof ViewportEvents>(name: N, value: Parameters<ViewportEvents[N]>[0]) => {
    for (const handler of handlers[name]) {
      try {
        (handler as (value: unknown) => void)(value);
      } catch (error) {
        report?.({
          reason: DIAGNOSTIC_REASONS.handlerThrew,
          message: `a viewport on("${name}") handler threw`,
          detail: error,
        });
      }
    }
  };
  return {
    name: EXTENSIONS.viewport,
    get visible() {
      return visible;
    },
    get region() {
      return region;
    },
    on(name, handler) {
      const set = handlers[name] as Set<typeof handler> | undefined;
      if (!set || typeof handler !== 'function')
        throw invalidArgument(`viewport on(${shown(name)}): takes "viewport" or "visibility" and a function`);
      set.add(handler);
      return () => set.delete(handler);
    },
    requestScroll(part, options) {
      const { top, height } = part ?? {};
      const block = options?.block ?? 'start';
      const refuse = (what: string, value: unknown) => {
        throw invalidArgument(
          `requestScroll: ${what}, got ${typeof value === 'number' ? value : shown(value)}`,
        );
      };
      for (const [field, value] of [
        ['top', top],
        ['height', height],
      ] as const)
        if (!(typeof value === 'number' && value >= 0 && value <= MAX_CONTENT_PX))
          refuse(`${field} must be 0 to ${MAX_CONTENT_PX} px`, value);
      if (!BLOCKS.includes(block)) refuse('block must be start, center or nearest', block);
      send?.({ top, height, block });
      return send !== null;
    },
    setup({ lifetime, post, surface, now, diagnose, log }) {
      report = diagnose;
      const style = document.documentElement.style;
      lifetime.add(() => {
        send = report = null;
        handlers.viewport.clear();
        handlers.visibility.clear();
      });
      return {
        ready: () => {
          send = (payload) => post(extensionEvent(EXTENSIONS.viewport, payload, surface, now()));
        },
        actions: {
          [ACTION_TYPE]: ({ data, origin }) => {
            const parsed = parseExtensionAction(data);
            if (!parsed.success) {
              diagnose({
                reason: DIAGNOSTIC_REASONS.invalidMessage,
                message: describeIssues(parsed.error),
                origin,
                detail: data,
              });
              return;
            }
            const next = parsed.data.payload as unknown as VisibleRegion;
            log('in', 'accepted', ACTION_TYPE, origin, next);
            region = next;
            style.setProperty('--svc-visible-top', `${next.top}px`);
            style.setProperty('--svc-visible-height', `${next.height}px`);
            tell('viewport', next);
            if (next.visible === visible) return;
            visible = next.visible;
            tell('visibility', visible);
          },
        },
      };
    },
  };
}
