import { EmbedController, preloadEmbed, showEmbed } from '../../src/host';
import { addSlot, dashboardOptions, MintLog, nextFrame } from './fast-start-embeds';
import { onScreenAt } from './on-screen';

/** Cold: `new EmbedController({ container })` until the embed is ready, at its box and painted. */
async function coldShow(): Promise<number> {
  const container = addSlot();
  const controller = new EmbedController({ ...dashboardOptions(new MintLog()), container });
  const startedAt = performance.now();
  try {
    await controller.ready;
    return (await onScreenAt(controller.iframe, container)).paintedAt - startedAt;
  } finally {
    controller.destroy();
    container.remove();
  }
}

export async function coldShows(samples: number, warmup: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < warmup + samples; i += 1) {
    const ms = await coldShow();
    if (i >= warmup) times.push(ms);
  }
  return times;
}

export interface PrerenderedShows {
  /** `showEmbed(controller, container)` until on screen and painted, per embed. */
  showMs: number[];
  /** ...until the first check that found it at its box, before the two frames of the paint. */
  atBoxMs: number[];
  /** `preloadEmbed()` to `ready` (hidden; all preloaded together). */
  readyMs: number[];
}

/**
 * Pre-rendered: `samples + warmup` embeds preloaded together (each mints, loads and gets ready
 * hidden), then each shown in turn in a fresh box, timed from `showEmbed` to on screen.
 */
export async function prerenderedShows(samples: number, warmup: number): Promise<PrerenderedShows> {
  const startedAt = performance.now();
  const controllers = Array.from({ length: warmup + samples }, () =>
    preloadEmbed(dashboardOptions(new MintLog())),
  );
  const result: PrerenderedShows = { showMs: [], atBoxMs: [], readyMs: [] };
  try {
    const readyAt = await Promise.all(
      controllers.map((controller) => controller.ready.then(() => performance.now())),
    );
    result.readyMs = readyAt.slice(warmup).map((at) => at - startedAt);
    for (const [i, controller] of controllers.entries()) {
      const container = addSlot();
      await nextFrame();
      const showAt = performance.now();
      showEmbed(controller, container);
      const { atBoxAt, paintedAt } = await onScreenAt(controller.iframe, container);
      if (i >= warmup) {
        result.showMs.push(paintedAt - showAt);
        result.atBoxMs.push(atBoxAt - showAt);
      }
      controller.destroy();
      container.remove();
    }
  } finally {
    for (const controller of controllers) controller.destroy();
  }
  return result;
}
