import type { HostExtension } from '../../host/extension';
import { DIAGNOSTIC_REASONS } from '../../internal/diagnostics';
import { invalidOption } from '../../internal/errors';
import type { ExtensionEvent } from '../../protocol/extension-envelope';
import type { ExtensionEventPayloads } from '../../protocol/extension-payloads';
import { EXTENSIONS, MAX_CONTENT_PX } from '../../protocol/extensions';

/** Options of `autoHeight()`. */
export interface AutoHeightOptions {
  /** Lower bound of the automatic height, CSS px. Default 0. */
  minHeight?: number;
  /** Upper bound of the automatic height, CSS px. Default no bound. */
  maxHeight?: number;
}

const CONTENT_SIZE_TYPE = `svc:event:${EXTENSIONS.contentSize}`;

/**
 * Content height (extension `content-size`): the iframe follows the height of the embed's
 * document, within `minHeight` and `maxHeight`. The embed must use `contentSize()`.
 */
export function autoHeight(options: AutoHeightOptions = {}): HostExtension {
  const { minHeight = 0, maxHeight = MAX_CONTENT_PX } = options;
  for (const [name, value] of [
    ['minHeight', minHeight],
    ['maxHeight', maxHeight],
  ] as const) {
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
      throw invalidOption(`autoHeight: ${name} must be a finite number of px >= 0, got ${String(value)}`);
    }
  }
  if (minHeight > maxHeight)
    throw invalidOption(`autoHeight: minHeight ${minHeight} is above maxHeight ${maxHeight}`);
  return {
    name: EXTENSIONS.contentSize,
    setup({ iframe, lifetime, diagnose, log }) {
      let warned = false;
      let frame = 0;
      let next = 0;
      lifetime.add(() => cancelAnimationFrame(frame));
      // A page may send sizes at any rate: one style write per frame, of the latest size.
      const apply = ({ height }: ExtensionEventPayloads['content-size']) => {
        next = Math.ceil(Math.min(maxHeight, Math.max(minHeight, height)));
        frame ||= requestAnimationFrame(() => {
          frame = 0;
          iframe.style.minHeight = '0';
          iframe.style.height = `${next}px`;
        });
      };
      return {
        ready(_ready, { extensions }) {
          if (warned || extensions.includes(EXTENSIONS.contentSize)) return;
          warned = true;
          diagnose({
            reason: DIAGNOSTIC_REASONS.extensionRefused,
            message: 'autoHeight: the embed does not announce "content-size"; the iframe keeps its size',
          });
        },
        events: {
          // The receiver checked it with the `content-size` rules: it is no other shape.
          [CONTENT_SIZE_TYPE]: (data, origin) => {
            const { payload } = data as ExtensionEvent<'content-size'>;
            log('in', 'accepted', CONTENT_SIZE_TYPE, origin, payload);
            apply(payload);
          },
        },
      };
    },
  };
}
