import type { ExtensionLifetime } from '../internal/extension';

/** Rounds of the race: in each, one ping on each channel at once; the port must win most. */
export const PING_ROUNDS = 3;
/** A round whose two answers have not both come by then ends the race: window messages stay. */
export const PING_TIMEOUT_MS = 1000;

export type Channel = 'window' | 'port';

export interface PortRaceOptions {
  /** Sends ping `seq` on `channel`; the embed answers it on the same channel. */
  ping: (seq: number, channel: Channel) => void;
  timers: Pick<ExtensionLifetime, 'timeout'>;
  /** Called once: `true` when the port answered first in most rounds. */
  decide: (portWon: boolean) => void;
}

/**
 * Which channel answers first, without a clock: the order of arrival decides each round (a clock's
 * step is coarser than the difference in some engines). Which channel is pinged first alternates.
 */
export class PortRace {
  readonly #options: PortRaceOptions;
  #seq = 0;
  #first: Channel | null = null;
  #portWins = 0;
  #cancelTimer = () => {};
  #done = false;

  constructor(options: PortRaceOptions) {
    this.#options = options;
    this.#round();
  }

  /** An answer to ping `seq` on `channel`; answers of an earlier round are late and ignored. */
  pong(seq: number, channel: Channel): void {
    if (this.#done || seq !== this.#seq) return;
    if (this.#first === null) {
      this.#first = channel;
      if (channel === 'port') this.#portWins += 1;
      return;
    }
    if (this.#first === channel) return;
    this.#cancelTimer();
    if (this.#seq < PING_ROUNDS) this.#round();
    else this.#end(this.#portWins * 2 > PING_ROUNDS);
  }

  stop(): void {
    this.#done = true;
    this.#cancelTimer();
  }

  #round(): void {
    const seq = ++this.#seq;
    this.#first = null;
    const [one, two]: Channel[] = seq % 2 ? ['window', 'port'] : ['port', 'window'];
    this.#cancelTimer = this.#options.timers.timeout(() => this.#end(false), PING_TIMEOUT_MS);
    this.#options.ping(seq, one as Channel);
    this.#options.ping(seq, two as Channel);
  }

  #end(portWon: boolean): void {
    this.stop();
    this.#options.decide(portWon);
  }
}
