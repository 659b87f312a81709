import { DIAGNOSTIC_REASONS, type DiagnosticHandler, reportDiagnostic } from '../internal/diagnostics';
import type { Disposer } from '../internal/disposer';
import { invalidOption } from '../internal/errors';
import type { ExtensionEventPayloads } from '../protocol/extension-payloads';
import { EXTENSIONS, MAX_CONTENT_PX } from '../protocol/extensions';
import type { EmbedCapabilities } from './capabilities';

/** Content height (extension `content-size`): the iframe follows the embed document's height. */
export interface AutoHeightOptions {
  /** Size the iframe to the embed's content (extension `content-size`). Default false. */
  autoHeight?: boolean;
  /** Lower bound of the automatic height, CSS px. Default 0. */
  minHeight?: number;
  /** Upper bound of the automatic height, CSS px. Default no bound. */
  maxHeight?: number;
}

export interface AutoHeight {
  /** After each `ready`: whether the embed can report its size. */
  onReady(capabilities: EmbedCapabilities): void;
  apply(size: ExtensionEventPayloads['content-size']): void;
}

/** `null` when `autoHeight` is off: then `content-size` events cost nothing beyond their parse. */
export function createAutoHeight(
  iframe: HTMLIFrameElement,
  options: AutoHeightOptions,
  onDiagnostic: DiagnosticHandler | undefined,
  disposer: Pick<Disposer, 'add'>,
): AutoHeight | null {
  const { autoHeight, minHeight = 0, maxHeight = MAX_CONTENT_PX } = options;
  if (autoHeight !== undefined && typeof autoHeight !== 'boolean') {
    throw invalidOption('autoHeight must be a boolean');
  }
  for (const [name, value] of [
    ['minHeight', minHeight],
    ['maxHeight', maxHeight],
  ] as const) {
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
      throw invalidOption(`${name} must be a finite number of px >= 0, got ${String(value)}`);
    }
  }
  if (minHeight > maxHeight) throw invalidOption(`minHeight ${minHeight} is above maxHeight ${maxHeight}`);
  if (!autoHeight) return null;
  let warned = false;
  let frame = 0;
  let next = 0;
  disposer.add(() => cancelAnimationFrame(frame));
  return {
    onReady({ extensions }) {
      if (warned || extensions.includes(EXTENSIONS.contentSize)) return;
      warned = true;
      reportDiagnostic(onDiagnostic, {
        reason: DIAGNOSTIC_REASONS.extensionRefused,
        message: 'autoHeight: the embed does not announce "content-size"; the iframe keeps its size',
      });
    },
    // A page may send sizes at any rate: one style write per frame, of the latest size.
    apply({ height }) {
      next = Math.ceil(Math.min(maxHeight, Math.max(minHeight, height)));
      frame ||= requestAnimationFrame(() => {
        frame = 0;
        iframe.style.minHeight = '0';
        iframe.style.height = `${next}px`;
      });
    },
  };
}
