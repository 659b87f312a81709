// Connect time in one engine: iframe insertion to a usable connection, ours beside penpal and a bare frame.
import { info, ms, ratio } from './format.mjs';
import { median } from './stats.mjs';

export const CONNECT = { samples: 30, warmup: 3 };

const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;

export async function connectRows(page) {
  const { samples, warmup } = CONNECT;
  const times_ = await page.call('connectTimes', [samples, warmup], 'connect bench');
  // With 1 ms timer steps (Firefox, WebKit) the median is a whole number of ms: the mean is shown beside it.
  const value = (kind) => `${ms(median(times_[kind]))} (mean ${ms(mean(times_[kind]))})`;
  const oursOverPenpal = median(times_.ours.map((ours, i) => ours / times_.penpal[i]));
  return [
    info(
      `connect: iframe insertion → controller.ready, ours (window messages), median of ${samples}`,
      value('ours'),
      times_.ours,
    ),
    info('connect: … → penpal connect() resolved', value('penpal'), times_.penpal),
    info('connect: … → first raw message of a bare iframe, no library', value('bare'), times_.bare),
    info('connect: ours / penpal (median of sample-by-sample ratios)', ratio(oursOverPenpal), oursOverPenpal),
  ];
}
