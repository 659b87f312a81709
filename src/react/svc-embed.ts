import { type CSSProperties, createElement, forwardRef, useImperativeHandle } from 'react';
import type { EmbedController } from '../host';
import type { UseEmbedOptions } from './options';
import { useEmbed } from './use-embed';

/** The props of `<SvcEmbed>`: the options of `useEmbed` plus the placeholder's class and style. */
export interface SvcEmbedProps extends UseEmbedOptions {
  /** Of the placeholder `<div>` the iframe goes into (the iframe fills it). */
  className?: string;
  /** Of the placeholder `<div>`; give it a size, the iframe fills it. */
  style?: CSSProperties;
}

/**
 * `<SvcEmbed tenantUrl=... surface="dashboard" publicId=... mintSession=... onReady=... />`:
 * an embed in a `<div>`, its controller through `ref`. Renders the empty `<div>` on the server.
 */
export const SvcEmbed = forwardRef<EmbedController, SvcEmbedProps>(function SvcEmbed(props, ref) {
  const { className, style, ...options } = props;
  const { ref: containerRef, controller } = useEmbed(options);
  // The ref holds `null` until the embed exists, as refs to elements do before mounting.
  useImperativeHandle<EmbedController | null, EmbedController | null>(ref, () => controller, [controller]);
  return createElement('div', { ref: containerRef, className, style });
});
