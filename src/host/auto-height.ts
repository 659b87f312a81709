import { DIAGNOSTIC_REASONS, type DiagnosticHandler, reportDiagnostic } from '../internal/diagnostics';
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
  return {
    onReady({ extensions }) {
      if (warned || extensions.includes(EXTENSIONS.contentSize)) return;
      warned = true;
      reportDiagnostic(onDiagnostic, {
        reason: DIAGNOSTIC_REASONS.extensionRefused,
        message: 'autoHeight: the embed does not announce "content-size"; the iframe keeps its size',
      });
    },
    apply({ height }) {
      const px = Math.ceil(Math.min(maxHeight, Math.max(minHeight, height)));
      iframe.style.minHeight = '0';
      iframe.style.height = `${px}px`;
    },
  };
}
