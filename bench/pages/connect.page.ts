import { connect, WindowMessenger } from 'penpal';
import { timeBareLoad } from './bare-load';
import { openBenchEmbed } from './bench-embed-frame';
import { TENANT_ORIGIN } from './channel-kinds';
import { fixtureUrl } from './host-config';

/**
 * Connect time in every engine: milliseconds from inserting the iframe to a usable connection. Ours:
 * `controller.ready` (default transport). penpal: `connect().promise` (its handshake). Bare: the
 * first raw message of a library-free frame, the floor of any handshake.
 */

async function ours(): Promise<number> {
  const embed = openBenchEmbed();
  try {
    await embed.controller.ready;
    return performance.now() - embed.insertedAt;
  } finally {
    embed.close();
  }
}

async function penpal(): Promise<number> {
  const iframe = document.createElement('iframe');
  iframe.src = fixtureUrl('bench-penpal');
  const insertedAt = performance.now();
  document.body.append(iframe);
  const messenger = new WindowMessenger({
    remoteWindow: iframe.contentWindow as Window,
    allowedOrigins: [TENANT_ORIGIN],
  });
  const connection = connect<{ ping(value: number): Promise<number> }>({ messenger });
  try {
    await connection.promise;
    return performance.now() - insertedAt;
  } finally {
    connection.destroy();
    iframe.remove();
  }
}

/** Kinds alternate sample by sample, so that drift of the machine hits them alike. */
async function connectTimes(samples: number, warmup: number) {
  const kinds = { ours, penpal, bare: timeBareLoad };
  const results: Record<string, number[]> = { ours: [], penpal: [], bare: [] };
  for (let i = 0; i < warmup + samples; i += 1) {
    for (const [kind, time] of Object.entries(kinds)) {
      const ms = await time();
      if (i >= warmup) results[kind]?.push(ms);
    }
  }
  return results;
}

Object.assign(window, { bench: { connectTimes } });
