import type { EmbedEmitter, EmbedViewport } from '@svc/embed/embed';
import type { AiAnswer } from './ai-assistant';
import type { ActiveFilter } from './filter-parameter';
import type { Formatter } from './formatting';
import type { Order } from './orders';
import type { NoticeKind } from './status-bar';
import type { SurfaceConfig } from './surface-config';

/** What the runtime gives a surface view: the emitter, the current data and settings, and a few services. */
export interface SurfaceContext {
  readonly config: SurfaceConfig;
  readonly emitter: EmbedEmitter;
  /** The `viewport` extension: what the viewer sees of this embed (with a host that has `viewport()`). */
  readonly viewport: EmbedViewport;
  /** `allowExport=true` was on the embed address. */
  readonly allowExport: boolean;
  formatter(): Formatter;
  filters(): ActiveFilter[];
  /** Loads the orders again for a live tile (one data request); the loaded rows stay as they are. */
  fetchRows(): Promise<Order[]>;
  /** The loaded orders with the active filters applied. */
  filteredRows(): Order[];
  /** The stand-in AI's answer over the filtered rows. */
  answer(query: string): AiAnswer;
  /** Follows an in-embed link: same events as a `navigate` action. */
  navigate(path: string): void;
  notice(message: string, kind?: NoticeKind): void;
}

/** One surface's page. The runtime owns events common to all surfaces; the view emits its own. */
export interface SurfaceView {
  readonly element: HTMLElement;
  /** Shows the route a path names; `false` when this surface has no such route (nothing changes). */
  showRoute(path: string): boolean;
  /** The embed was opened at a path that names no route: say so instead of showing a route. */
  showNotFound(path: string): void;
  /** Title of the route on screen, for `view`. */
  title(): string;
  /** Re-renders everything from the current rows, filters, locale and time zone. */
  render(): void;
  /** After the first data load and each refresh, `durationMs` being how long it took. */
  loaded?(durationMs: number): void;
}
