import { EmbedController } from '../../host/controller';
import type { EmbedControllerFields, EmbedControllerOptions } from '../../host/controller-options';
import type { SurfaceTarget } from '../../host/embed-url';
import type { HostExtension } from '../../host/extension';
import { requireBrowser } from '../../internal/browser-only';
import { readOptionsOnce } from '../../internal/check-options';
import { EMBED_ERROR_CODES, EmbedError, invalidArgument, invalidOption, shown } from '../../internal/errors';
import { hideIframe, unhideIframe } from './hidden-iframe';
import { followPlaceholder } from './overlay';
import { dropSlot, inParkingLayer, parkedStyle, parkingSlot } from './parking-layer';

/** Options of `preloadEmbed()`: the controller's, without `container` or `iframe`, plus the size while hidden. */
export type PreloadEmbedOptions = Omit<EmbedControllerFields, 'container' | 'iframe'> &
  SurfaceTarget & {
    /** Width in CSS px the embed is laid out at while hidden, until it has been shown. Default the viewport's width. */
    parkedWidth?: number;
    /** Height in CSS px the embed is laid out at while hidden, until it has been shown. Default 480. */
    parkedHeight?: number;
  };

/** A pre-rendered embed: its slot in the parking layer, where it is shown, and its size while hidden. */
interface KeptAlive {
  readonly slot: HTMLElement;
  shownIn: HTMLElement | null;
  /** Ends the overlay of the container it is shown in (`null` when shown by `moveBefore`). */
  leave: (() => void) | null;
  width: number;
  height: number;
}

type Movable = Element & { moveBefore?(node: Node, child: Node | null): void };

const keptAlive = new WeakMap<EmbedController, KeptAlive>();

/** Creates an embed with no container: it loads, gets ready and renews while hidden. */
export function preloadEmbed(options: PreloadEmbedOptions): EmbedController {
  requireBrowser('preloadEmbed()');
  if (typeof options !== 'object' || options === null)
    throw invalidOption(
      `preloadEmbed: options must be an object, got ${options === null ? 'null' : typeof options}`,
    );
  // Own properties only, each read once (as the controller reads its options).
  const { parkedWidth, parkedHeight, ...controllerOptions } = readOptionsOnce(options);
  const given = controllerOptions as EmbedControllerOptions;
  if (given.container !== undefined || given.iframe !== undefined)
    throw invalidOption(
      'preloadEmbed: give no container or iframe: it creates its own; show it with showEmbed(controller, container)',
    );
  for (const [name, value] of [
    ['parkedWidth', parkedWidth],
    ['parkedHeight', parkedHeight],
  ] as const) {
    if (value !== undefined && !(typeof value === 'number' && value > 0 && Number.isFinite(value)))
      throw invalidOption(`preloadEmbed: ${name} must be a finite number of px > 0, got ${shown(value)}`);
  }
  const slot = parkingSlot();
  const removeSlot = () => dropSlot(slot);
  const kept: KeptAlive = {
    slot,
    shownIn: null,
    leave: null,
    width: parkedWidth ?? (document.documentElement.clientWidth || innerWidth),
    height: parkedHeight ?? 480,
  };
  slot.style.cssText = parkedStyle(kept.width, kept.height);
  // A local extension: hidden from birth, and `destroy()` removes everything this module added.
  const keepAlive: HostExtension = {
    setup({ iframe, lifetime }) {
      hideIframe(iframe);
      lifetime.add(() => {
        kept.leave?.();
        removeSlot();
        // Ends the focus guard of a hidden iframe.
        unhideIframe(iframe);
      });
      return {};
    },
  };
  const { extensions } = given;
  try {
    const controller = new EmbedController({
      ...given,
      container: slot,
      extensions: Array.isArray(extensions) ? [...extensions, keepAlive] : (extensions ?? [keepAlive]),
    });
    keptAlive.set(controller, kept);
    return controller;
  } catch (error) {
    removeSlot();
    throw error;
  }
}

function checkedIframe(controller: EmbedController, where: string): HTMLIFrameElement {
  if (!(controller instanceof EmbedController))
    throw invalidArgument(
      `${where}: the first argument must be an EmbedController, got ${shown(controller)}`,
    );
  return controller.iframe;
}

function containerProblem(container: HTMLElement, iframe: HTMLIFrameElement): string | null {
  if (container === null) return 'null: did document.querySelector() find no element?';
  if ((container as Partial<Node> | undefined)?.nodeType !== 1)
    return `not an element, got ${shown(container)}`;
  if (!container.isConnected) return 'not in the document';
  if (container.ownerDocument !== iframe.ownerDocument) return "in another document than the embed's";
  if (container === iframe || inParkingLayer(container)) return "the embed's own iframe or parking layer";
  return null;
}

/**
 * Shows the embed in `container`; a second call with another container moves it; never reloads the iframe.
 * Where the browser has `moveBefore`, the iframe moves into `container`; elsewhere it stays in a
 * layer of the body and is kept over a placeholder in `container`. An embed created with its own
 * `container` or `iframe` can only be shown where it is. `overlay: true` keeps the iframe in the
 * layer even where `moveBefore` exists: for a container that may leave the page before you can call
 * `hideEmbed()` (an iframe inside a removed element is unloaded; the overlay hides itself instead).
 */
export function showEmbed(
  controller: EmbedController,
  container: HTMLElement,
  options?: { overlay?: boolean },
): void {
  const iframe = checkedIframe(controller, 'showEmbed');
  if (controller.destroyed) throw new EmbedError(EMBED_ERROR_CODES.destroyed, 'showEmbed after destroy()');
  const problem = containerProblem(container, iframe);
  if (problem) throw invalidArgument(`showEmbed: container is ${problem}`);
  const kept = keptAlive.get(controller);
  if (!kept) {
    if (!container.contains(iframe))
      throw invalidArgument(
        'showEmbed: this embed was created with its own container or iframe and cannot move; create it with preloadEmbed() to show it in any container',
      );
    unhideIframe(iframe);
    return;
  }
  if (kept.shownIn === container) return;
  kept.leave?.();
  kept.leave = null;
  kept.shownIn = container;
  const movable = container as Movable;
  if (!options?.overlay && typeof movable.moveBefore === 'function') {
    try {
      movable.moveBefore(iframe, null);
      unhideIframe(iframe);
      return;
    } catch {
      // A browser that refuses this move: the overlay below works anywhere.
    }
  }
  // Shown by moveBefore before: back to its slot, which the overlay moves.
  if (iframe.parentNode !== kept.slot) (kept.slot as Movable).moveBefore?.(iframe, null);
  const placeholder = container.appendChild(document.createElement('div'));
  placeholder.setAttribute('data-svc-embed-placeholder', '');
  placeholder.style.display = 'block';
  const stop = followPlaceholder(kept.slot, placeholder, iframe, () => hideEmbed(controller));
  unhideIframe(iframe);
  kept.leave = () => {
    const { width, height } = placeholder.getBoundingClientRect();
    stop();
    placeholder.remove();
    park(kept, width, height);
  };
}

/** The slot back to hidden, at the last shown size (a dashboard is not laid out again when shown). */
function park(kept: KeptAlive, width: number, height: number): void {
  if (width > 0 && height > 0) Object.assign(kept, { width, height });
  kept.slot.style.cssText = parkedStyle(kept.width, kept.height);
}

/**
 * Hides it again (inert, aria-hidden, no pointer events), still loaded and renewing. An embed
 * created with its own `container` or `iframe` is hidden where it is (it keeps its place in the
 * layout). After `destroy()`, does nothing.
 */
export function hideEmbed(controller: EmbedController): void {
  const iframe = checkedIframe(controller, 'hideEmbed');
  if (controller.destroyed) return;
  const kept = keptAlive.get(controller);
  hideIframe(iframe);
  if (!kept?.shownIn) return;
  kept.shownIn = null;
  if (kept.leave) {
    kept.leave();
    kept.leave = null;
    return;
  }
  const { width, height } = iframe.getBoundingClientRect();
  park(kept, width, height);
  (kept.slot as Movable).moveBefore?.(iframe, null);
}
