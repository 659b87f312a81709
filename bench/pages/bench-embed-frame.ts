import { hostConfig } from '../../e2e/pages/host-page-api';
import { EmbedController, type EmbedControllerOptions } from '../../src/host';
import { fixtureUrl } from './host-config';

export interface BenchEmbed {
  controller: EmbedController;
  iframe: HTMLIFrameElement;
  /** `performance.now()` just before the iframe went into the document. */
  insertedAt: number;
  close(): void;
}

/**
 * An `EmbedController` on an iframe that shows the bench fixture instead of a sandbox surface.
 * Given an iframe, the controller sets its `src` to the surface URL; a detached iframe loads
 * nothing, so the bench points it at the fixture (same tenant origin) before inserting it. The
 * receive pipeline is untouched: the controller reads `iframe.contentWindow` on every message
 * and checks the tenant origin, exactly as with a surface.
 */
export function openBenchEmbed(
  query: Record<string, string> = {},
  options: Partial<EmbedControllerOptions> = {},
): BenchEmbed {
  const { tenantUrl, publicId } = hostConfig;
  const iframe = document.createElement('iframe');
  const controller = new EmbedController({
    tenantUrl,
    surface: 'dashboard',
    publicId,
    iframe,
    ...options,
  } as EmbedControllerOptions);
  iframe.src = fixtureUrl('bench-embed', query);
  const insertedAt = performance.now();
  document.body.append(iframe);
  return {
    controller,
    iframe,
    insertedAt,
    close: () => {
      controller.destroy();
      iframe.remove();
    },
  };
}
