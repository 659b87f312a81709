import { openBenchEmbed } from './bench-embed-frame';

/** What the bench embed posts once its session is active again (embed clock, epoch ms). */
interface EmbedRecord {
  exchangeMs?: number;
  activeAt?: number;
  setSessionAt?: number;
  error?: string;
}

export interface RenewalSample {
  /** `session-expiring` posted -> session `active` again, in the embed. */
  totalMs: number;
  mintMs: number;
  exchangeMs: number;
  /** What the issue targets: total minus the mint and the exchange. */
  overheadMs: number;
  /** Where the time goes; the first and third cross processes, so they compare two clocks. */
  steps: { toHostMs: number; hostMs: number; backMs: number; applyMs: number };
}

const RENEWED_SESSION_ID = 'bench-renewed-session';
// Epoch ms on every frame, comparable across them.
const clock = () => performance.timeOrigin + performance.now();

/**
 * One fresh signed pair whose `session-expiring` fires `expiringInMs` after load. Both ends of the
 * measured interval are read on the embed's clock: the event's envelope timestamp (the emitter's
 * `now`, taken as it posts) and the moment its session is `active` again.
 */
export async function renewalSample(expiringInMs: number): Promise<RenewalSample> {
  let mintStartedAt = Number.NaN;
  let mintMs = Number.NaN;
  let sentAt = Number.NaN;
  // Resolves at once; the controller calls it while it handles `session-expiring`.
  const mintSession = () => {
    mintStartedAt = clock();
    const sessionId = Promise.resolve(RENEWED_SESSION_ID);
    void sessionId.then(() => {
      mintMs = clock() - mintStartedAt;
    });
    return sessionId;
  };
  const embed = openBenchEmbed(
    { expiringInMs: String(expiringInMs) },
    { sessionId: 'bench-initial-session', mintSession },
  );
  embed.controller.on('renewal', (update) => {
    if (update.phase === 'sent') sentAt = clock();
  });
  const expiringAt = new Promise<number>((resolve) =>
    embed.controller.once('session-expiring', (_payload, envelope) => resolve(envelope.timestamp)),
  );
  let onMessage: (event: MessageEvent) => void = () => {};
  const record = new Promise<EmbedRecord>((resolve) => {
    onMessage = (event) => {
      const data: unknown = event.data;
      if (event.source !== embed.iframe.contentWindow || typeof data !== 'object' || data === null) return;
      if ('benchRenewal' in data) resolve(data.benchRenewal as EmbedRecord);
    };
    window.addEventListener('message', onMessage);
  });
  try {
    const [emittedAt, { exchangeMs, activeAt, setSessionAt = Number.NaN, error }] = await Promise.all([
      expiringAt,
      record,
    ]);
    if (error !== undefined || exchangeMs === undefined || activeAt === undefined) {
      throw new Error(`renewal did not complete: ${error}`);
    }
    const totalMs = activeAt - emittedAt;
    return {
      totalMs,
      mintMs,
      exchangeMs,
      overheadMs: totalMs - mintMs - exchangeMs,
      steps: {
        toHostMs: mintStartedAt - emittedAt,
        hostMs: sentAt - mintStartedAt,
        backMs: setSessionAt - sentAt,
        applyMs: activeAt - setSessionAt,
      },
    };
  } finally {
    window.removeEventListener('message', onMessage);
    embed.close();
  }
}
