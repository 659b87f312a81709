import * as z from 'zod/mini';
import { contentPixels } from './rules';
import { count, idString, refineWith } from './schemas';

/**
 * Payload schemas of the extensions (README "Protocol version and extensions"). Only the generator
 * reads them: the host and embed entries parse with the validators generated from them.
 */
const cssPixels = () => z.number().check(refineWith(contentPixels));

const contentSize = z.object({ height: cssPixels(), width: cssPixels() });

/** The embed asks the host to bring a part of its iframe into view; the host clamps it to the iframe. */
const scrollRequest = z.object({
  /** Top of the part, in the iframe's own CSS px. */
  top: cssPixels(),
  /** Height of the part, CSS px (0: a line at `top`). */
  height: cssPixels(),
  /** Where the part should land in the host's view, as in `scrollIntoView`. */
  block: z.enum(['start', 'center', 'nearest']),
});

/** What the viewer sees of the iframe, sent by the host when it changes (at most once per frame). */
const visibleRegion = z.object({
  /** Top of the visible part of the iframe, in its own CSS px (0 when none is visible). */
  top: cssPixels(),
  /** Height of the visible part, CSS px (0 when none is visible). */
  height: cssPixels(),
  /** Width of the host's viewport, CSS px. */
  viewportWidth: cssPixels(),
  /** Height of the host's viewport, CSS px. */
  viewportHeight: cssPixels(),
  /** Whether any of the iframe is seen: on screen, not hidden or parked, the host's tab visible. */
  visible: z.boolean(),
});

/**
 * The transport's own steps, both ways: `ping` (answered by the embed on the channel it came on,
 * with the same number) while the host measures, and `switch` (the sender's last message on window
 * messages: what it sends after it travels on the port).
 */
const transportStep = z.object({ step: z.enum(['ping', 'switch']), seq: count() });

/** Payloads of extension events, by name (sent as `svc:event:<name>`). */
export const extensionEventSchemas = {
  'content-size': contentSize,
  /** A scroll request (`requestScroll`), at most a few per second. */
  viewport: scrollRequest,
  /**
   * As a window message right after `ready`: `nonce`, this document's secret that the host's port
   * offer must carry. On the port: `{}`, the embed accepted it (the first message on it).
   */
  'message-port': z.object({ nonce: z.optional(idString()) }),
  transport: transportStep,
};

/** Payloads of extension actions: the host's port offer (the port travels in `event.ports`). */
export const extensionActionSchemas = {
  /** `nonce`: the one the embed sent in its `svc:event:message-port` after `ready`. */
  'message-port': z.object({ nonce: z.optional(idString()) }),
  /** The visible region of the iframe (`viewport()` on both sides). */
  viewport: visibleRegion,
  transport: transportStep,
};

export type ExtensionEventName = keyof typeof extensionEventSchemas;
export type ExtensionEventPayloads = {
  [N in ExtensionEventName]: z.infer<(typeof extensionEventSchemas)[N]>;
};
export type ExtensionActionName = keyof typeof extensionActionSchemas;
export type ExtensionActionPayloads = {
  [N in ExtensionActionName]: z.infer<(typeof extensionActionSchemas)[N]>;
};

/** What the viewer sees of an embed's iframe: the `viewport` extension's region, sent by the host. */
export interface VisibleRegion {
  /** Top of the visible part of the iframe, in its own CSS px (0 when none is visible). */
  top: number;
  /** Height of the visible part, CSS px (0 when none is visible). */
  height: number;
  /** Width of the host's viewport, CSS px. */
  viewportWidth: number;
  /** Height of the host's viewport, CSS px. */
  viewportHeight: number;
  /** Whether any of the iframe is seen: on screen, not hidden or parked, the host's tab visible. */
  visible: boolean;
}

// The interface above is the schema's payload, field for field: this fails to compile when they part.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type VisibleRegionIsThePayload = Assert<Same<VisibleRegion, ExtensionActionPayloads['viewport']>>;
