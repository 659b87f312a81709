// A burst of events from the frame to the host in one engine: ours (validated, to the controller's
// handler) by default and on each transport, against bare window messages (to a listener) of `{ i }`
// (the floor) and of our event as a literal (what the spec's envelope alone costs to clone).
import { info, ms, ratio, times } from './format.mjs';
import { median } from './stats.mjs';

export const BURST = { events: 10_000, rounds: 5 };
/** Ours against the same envelope sent bare: what the library adds, not the wire format. */
const ENVELOPE_FLOOR_TARGET = 1.15;

export async function burstRows(page) {
  const { events, rounds } = BURST;
  const bursts = await page.call('bursts', [events, rounds], 'burst bench');
  const mid = (kind) => median(bursts[kind]);
  const [auto, bare, bareEnvelope] = ['auto', 'bareWindow', 'bareWindowEnvelope'].map(mid);
  const rate = (msPerBurst) => `${Math.round(events / (msPerBurst / 1000)).toLocaleString('en')}/s`;
  const label = `burst of ${events.toLocaleString('en')} events frame → host (median of ${rounds})`;
  const against = (kind, name) =>
    info(
      `… ours over ${name}, validated (its time / bare window messages of { i } / of the envelope)`,
      `${ms(mid(kind))} = ${rate(mid(kind))} (${times(mid(kind) / bare)} / ${times(mid(kind) / bareEnvelope)})`,
      null,
    );
  return [
    {
      metric: `${label}: ours by default (auto), validated, vs bare window messages of { i }`,
      value: `${ms(auto)} = ${rate(auto)} (bare window ${ms(bare)} = ${rate(bare)})`,
      target: '≥ the bare window-message rate',
      ok: auto <= bare,
      raw: bursts,
    },
    info(
      '… bare window messages of our event as a literal (the envelope alone; its time / of { i })',
      `${ms(bareEnvelope)} = ${rate(bareEnvelope)} (${times(bareEnvelope / bare)})`,
      null,
    ),
    {
      metric: '… ours by default / bare window messages of the same envelope',
      value: ratio(auto / bareEnvelope),
      target: `≤ ${ratio(ENVELOPE_FLOOR_TARGET)} (proposed: the floor of the same bytes)`,
      ok: auto / bareEnvelope <= ENVELOPE_FLOOR_TARGET,
      raw: auto / bareEnvelope,
    },
    against('port', 'the port'),
    against('window', 'window messages'),
  ];
}
