import { type CSSProperties, createElement, type ReactElement, type Ref, useImperativeHandle } from 'react';
import type { EmbedController } from '../host';
import type { UseEmbedOptions } from './options';
import { useEmbed } from './use-embed';

/**
 * The props of `<SvcEmbed>`: the options of `useEmbed` (a dashboard needs `publicId`, an app
 * `deploymentId`) plus the placeholder's class and style.
 */
export type SvcEmbedProps = UseEmbedOptions & SvcEmbedElementProps;

/** The props of `<SvcEmbed>` beyond `UseEmbedOptions`: the placeholder's, and `controllerRef`. */
export interface SvcEmbedElementProps {
  /** Of the placeholder `<div>` the iframe goes into (the iframe fills it). */
  className?: string;
  /** Of the placeholder `<div>`; give it a size, the iframe fills it. */
  style?: CSSProperties;
  /**
   * Gets the live controller: a ref object (`useRef<EmbedController>(null)`) or a callback. It
   * holds `null` until the embed exists and after it goes, as a ref to an element does before
   * mounting. A prop of its own rather than `ref`, so that it works alike in React 18 and 19.
   */
  controllerRef?: Ref<EmbedController>;
}

/**
 * `<SvcEmbed tenantUrl=... surface="dashboard" publicId=... mintSession=... onReady=... />`:
 * an embed in a `<div>`, its controller through `controllerRef`. Renders the empty `<div>` on the server.
 */
export function SvcEmbed(props: SvcEmbedProps): ReactElement {
  const { className, style, controllerRef, ...options } = props;
  const { ref: containerRef, controller } = useEmbed(options);
  useImperativeHandle<EmbedController | null, EmbedController | null>(controllerRef, () => controller, [
    controller,
  ]);
  return createElement('div', { ref: containerRef, className, style });
}
