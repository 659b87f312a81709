import { timeBareLoad } from './bare-load';
import { type BenchEmbed, openBenchEmbed } from './bench-embed-frame';
import { type RenewalSample, renewalSample } from './renewal-sample';

/** Browser benches across two real origins; run.mjs calls them through `window.bench`. */

/** Milliseconds from inserting the iframe to `controller.ready` settling. */
async function timeEmbedReady(): Promise<number> {
  const embed = openBenchEmbed();
  try {
    const readyAt = await embed.controller.ready.then(() => performance.now());
    return readyAt - embed.insertedAt;
  } finally {
    embed.close();
  }
}

/** Embed and bare loads alternate, so that any drift of the machine hits both alike. */
async function readyTimes(samples: number, warmup: number): Promise<{ embed: number[]; bare: number[] }> {
  const embed: number[] = [];
  const bare: number[] = [];
  for (let i = 0; i < warmup + samples; i += 1) {
    const embedMs = await timeEmbedReady();
    const bareMs = await timeBareLoad();
    if (i < warmup) continue;
    embed.push(embedMs);
    bare.push(bareMs);
  }
  return { embed, bare };
}

/** `refresh()` -> the embed's `onAction('refresh')` emits `dashboard-loaded` -> the host handler. */
function oneRoundTrip({ controller }: BenchEmbed): Promise<number> {
  return new Promise((resolve) => {
    controller.once('dashboard-loaded', () => resolve(performance.now() - sentAt));
    const sentAt = performance.now();
    controller.refresh();
  });
}

async function roundTrips(samples: number, warmup: number): Promise<number[]> {
  const embed = openBenchEmbed();
  const times: number[] = [];
  try {
    await embed.controller.ready;
    for (let i = 0; i < warmup + samples; i += 1) {
      const ms = await oneRoundTrip(embed);
      if (i >= warmup) times.push(ms);
    }
  } finally {
    embed.close();
  }
  return times;
}

async function renewalSamples(
  samples: number,
  warmup: number,
  expiringInMs: number,
): Promise<RenewalSample[]> {
  const results: RenewalSample[] = [];
  for (let i = 0; i < warmup + samples; i += 1) {
    const sample = await renewalSample(expiringInMs);
    if (i >= warmup) results.push(sample);
  }
  return results;
}

Object.assign(window, { bench: { readyTimes, roundTrips, renewalSamples } });
