import { hiddenRenewals } from './hidden-renewals';
import { lazyCounts } from './lazy-embeds';
import { routeBackTimes } from './route-back';
import { coldShows, prerenderedShows } from './show-times';

/**
 * The fast-start bench (`BENCH_ONLY=fast-start npm run bench`), on a sandbox whose surfaces hold back
 * `ready` (readyDelayMs): cold against pre-rendered shows, lazy embeds, route sync, hidden renewals.
 */
Object.assign(window, { bench: { coldShows, prerenderedShows, lazyCounts, routeBackTimes, hiddenRenewals } });
