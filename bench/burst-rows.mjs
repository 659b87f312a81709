// A burst of events from the frame to the host in one engine: ours (validated, to the controller's
// handler) on both transports against bare window messages (to a listener).
import { info, ms, times } from './format.mjs';
import { median } from './stats.mjs';

export const BURST = { events: 10_000, rounds: 5 };

export async function burstRows(page) {
  const { events, rounds } = BURST;
  const bursts = await page.call('bursts', [events, rounds], 'burst bench');
  const [port, window_, bare] = ['port', 'window', 'bareWindow'].map((kind) => median(bursts[kind]));
  const rate = (msPerBurst) => `${Math.round(events / (msPerBurst / 1000)).toLocaleString('en')}/s`;
  const label = `burst of ${events.toLocaleString('en')} events frame → host (median of ${rounds})`;
  return [
    {
      metric: `${label}: ours over message-port, validated, vs bare window messages`,
      value: `${ms(port)} = ${rate(port)} (bare window ${ms(bare)} = ${rate(bare)})`,
      target: '≥ the bare window-message rate',
      ok: port <= bare,
      raw: bursts,
    },
    info(
      '… the same burst, ours over window messages, validated (its time / bare window messages)',
      `${ms(window_)} = ${rate(window_)} (${times(window_ / bare)})`,
      null,
    ),
  ];
}
