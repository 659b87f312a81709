import type { ExtensionLifetime } from '../internal/extension';
import { readParam, type UrlPart, withParam } from './url-param';

/**
 * How long a move of the embed waits for the history entry its own navigation may add. The
 * browser adds the iframe's entry to the one history the page shares, but tells the page later
 * than the embed's `navigate` event can arrive (a MessagePort's messages do not wait for it:
 * Chromium under load, 1 or 2 entries in 3 moves), so an entry not there yet may still come.
 */
export const ENTRY_WAIT_MS = 500;

/** The history's length and the page's address, as they were after the embed's last event. */
interface Seen {
  length: number;
  href: string;
}

/** Moves written in place that become entries of their own unless the embed's entries come. */
interface Waiting {
  /** The history's length before the first of them. */
  length: number;
  /** The address of the entry they were written on, as it was before them. */
  before: string;
  /** The address after each of them: each one's entry if they become entries. */
  addresses: string[];
  cancel: () => void;
}

export interface RouteWriterOptions {
  part: UrlPart;
  param: string;
  /** `history: 'push'`: a move of the embed is an entry of its own. */
  push: boolean;
  lifetime: ExtensionLifetime;
  /** A hidden embed leaves the address to the page the viewer sees: nothing is written. */
  hidden: () => boolean;
}

/**
 * Writes the embed's route into the page's address. A move (`navigate`) is a new entry, unless the
 * embed keeps its history: its own navigations add entries to the history the page shares (back and
 * forward already move it), so the address follows in place. A move is written at once, in place;
 * it becomes an entry of its own only once `ENTRY_WAIT_MS` have passed without the entry the
 * embed's navigation may add. Once one has come, the embed is known to keep its history.
 */
export function routeWriter({ part, param, push, lifetime, hidden }: RouteWriterOptions) {
  const see = (): Seen => ({ length: history.length, href: location.href });
  let seen = see();
  let keepsHistory = false;
  let waiting: Waiting | undefined;
  /** Entries added since the history had `length`: the embed's (the page's own moves are not told). */
  const embedAdded = (length: number) => history.length > length;
  // The app router's own `history.state` goes with the address.
  const put = (address: string, entry: boolean) =>
    history[entry ? 'pushState' : 'replaceState'](history.state, '', address);

  const stopWaiting = () => {
    waiting?.cancel();
    waiting = undefined;
  };
  const settle = () => {
    const moves = waiting;
    waiting = undefined;
    if (!moves) return;
    if (embedAdded(moves.length)) keepsHistory = true;
    // Unless the page has moved on (its app, back or forward): the moves stay where they are written.
    else if (!hidden() && location.href === seen.href) {
      put(moves.before, false);
      for (const address of moves.addresses) put(address, true);
      seen = see();
    }
  };
  /** Writes `path` in place; `true` when it changed the address. */
  const replace = (path: string) => {
    const written = !hidden() && readParam(part, param) !== path;
    if (written) put(withParam(part, param, path), false);
    return written;
  };

  return {
    /** The embed moved to `path` (its `navigate`). */
    moved(path: string): void {
      if (embedAdded(waiting?.length ?? seen.length)) {
        keepsHistory = true;
        stopWaiting();
      }
      const before = location.href;
      if (replace(path) && push && !keepsHistory) {
        if (waiting) waiting.addresses.push(location.href);
        else
          waiting = {
            length: history.length,
            before,
            addresses: [location.href],
            cancel: lifetime.timeout(settle, ENTRY_WAIT_MS),
          };
      }
      seen = see();
    },
    /** The embed is at `path` without a move of its own (a `view`, shown again, a route it could not reach): in place. */
    replace(path: string): void {
      if (replace(path) && waiting) waiting.addresses[waiting.addresses.length - 1] = location.href;
      seen = see();
    },
    /** Back or forward, or the embed hidden: moves still waiting for their entry stay in place. */
    stopWaiting,
  };
}
