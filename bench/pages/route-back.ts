import { EmbedController, syncRoute } from '../../src/host';
import { addSlot, appOptions, MintLog, sleep } from './fast-start-embeds';

export interface RouteBackTimes {
  /** `history.back()` after three in-embed navigations, to the embed's `navigate` with the previous route. */
  backMs: number[];
  /** `controller.navigate(path)` to the embed's `navigate` with that path: one action round trip. */
  roundTripMs: number[];
  /** Backs after which the host address's `embed` parameter named the previous route. */
  addressFollowed: number;
}

/** The host address's in-embed route (`syncRoute()`'s default parameter, in the query). */
const addressRoute = () => new URLSearchParams(location.search).get('embed');

const TIMEOUT_MS = 5_000;

/** Runs `act` and resolves with the ms until the embed says it is at `path`. */
function timeToRoute(controller: EmbedController, path: string, act: () => void): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      off();
      reject(new Error(`no navigate event to ${path} within ${TIMEOUT_MS} ms`));
    }, TIMEOUT_MS);
    const off = controller.on('navigate', (payload) => {
      if (payload.path !== path) return;
      clearTimeout(timer);
      off();
      resolve(performance.now() - startedAt);
    });
    const startedAt = performance.now();
    act();
  });
}

/**
 * The app embed with `syncRoute()`: each sample navigates it to three workbooks (each a timed round
 * trip), then goes back in the host's history, which must bring the embed to the second of them.
 */
export async function routeBackTimes(samples: number, warmup: number): Promise<RouteBackTimes> {
  const container = addSlot();
  const options = appOptions(new MintLog());
  const controller = new EmbedController({ ...options, container, extensions: [syncRoute()] });
  const workbook = (id: number) => `/embed/d/${options.deploymentId}/app/workbook/${id}`;
  const result: RouteBackTimes = { backMs: [], roundTripMs: [], addressFollowed: 0 };
  try {
    await controller.ready;
    for (let i = 0; i < warmup + samples; i += 1) {
      for (const id of [130, 131, 132]) {
        const ms = await timeToRoute(controller, workbook(id), () => controller.navigate(workbook(id)));
        if (i >= warmup) result.roundTripMs.push(ms);
      }
      const ms = await timeToRoute(controller, workbook(131), () => history.back());
      if (i < warmup) continue;
      result.backMs.push(ms);
      // After the extension's own handling of that event.
      await sleep(0);
      if (addressRoute() === workbook(131)) result.addressFollowed += 1;
    }
  } finally {
    controller.destroy();
    container.remove();
  }
  return result;
}
