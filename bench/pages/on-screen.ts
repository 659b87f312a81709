import { nextFrame } from './fast-start-embeds';

/** Whether the iframe covers the container's box (±1 px) and nothing hides it. */
export function isOnScreen(iframe: HTMLIFrameElement, container: HTMLElement): boolean {
  if (!iframe.isConnected) return false;
  const shown = iframe.getBoundingClientRect();
  const slot = container.getBoundingClientRect();
  const close = (a: number, b: number) => Math.abs(a - b) <= 1;
  if (
    shown.width === 0 ||
    !close(shown.left, slot.left) ||
    !close(shown.top, slot.top) ||
    !close(shown.width, slot.width) ||
    !close(shown.height, slot.height)
  ) {
    return false;
  }
  if (getComputedStyle(iframe).visibility !== 'visible') return false;
  // Opacity is not inherited: a parked layer could be see-through while the iframe itself is not.
  for (let element: Element | null = iframe; element !== null; element = element.parentElement) {
    if (Number(getComputedStyle(element).opacity) === 0) return false;
  }
  return true;
}

export interface OnScreenTimes {
  /** `performance.now()` at the first check that found the iframe at its box, unhidden. */
  atBoxAt: number;
  /** ...and two frames later: the frame that showed it has been painted. */
  paintedAt: number;
}

/**
 * When the iframe is on screen: checked at once, then each animation frame; once it is, two more
 * frames (the second callback runs after the frame that showed it was painted: double rAF).
 */
export async function onScreenAt(
  iframe: HTMLIFrameElement,
  container: HTMLElement,
  timeoutMs = 10_000,
): Promise<OnScreenTimes> {
  const deadline = performance.now() + timeoutMs;
  while (!isOnScreen(iframe, container)) {
    if (performance.now() > deadline) {
      const { left, top, width, height } = iframe.getBoundingClientRect();
      throw new Error(
        `the embed was not on screen after ${timeoutMs} ms: iframe at ${left},${top} ${width}×${height}, ` +
          `visibility ${getComputedStyle(iframe).visibility}`,
      );
    }
    await nextFrame();
  }
  const atBoxAt = performance.now();
  await nextFrame();
  await nextFrame();
  return { atBoxAt, paintedAt: performance.now() };
}
