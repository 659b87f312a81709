import type { ExtensionLifetime } from '../../internal/extension';
import { readParam, type UrlPart, withParam } from './url-param';

/**
 * How long a move of the embed waits for the history entry its own navigation may add. The
 * browser adds the iframe's entry to the one history the page shares, but tells the page later
 * than the embed's `navigate` event can arrive (a MessagePort's messages do not wait for it): in
 * Chromium under load, up to 15 ms after the event in 36 moves. Thirty times that leaves room.
 */
export const ENTRY_WAIT_MS = 500;

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
  /** The history's length and the page's address after the embed's last event. */
  let seenLength = history.length;
  let seenHref = location.href;
  let keepsHistory = false;
  /** Moves waiting for the embed's entry: the address of their entry before them, then each one's. */
  let waiting: string[] = [];
  /** The history's length before the first move waiting. */
  let lengthBefore = 0;
  let stopTimer = () => {};
  const see = () => {
    seenLength = history.length;
    seenHref = location.href;
  };
  // The app router's own `history.state` goes with the address.
  const put = (address: string, entry: boolean) =>
    history[entry ? 'pushState' : 'replaceState'](history.state, '', address);
  const stopWaiting = () => {
    stopTimer();
    waiting = [];
  };
  const settle = () => {
    const [before = location.href, ...moves] = waiting;
    waiting = [];
    // An entry has come since: the embed's (the page's own moves are not told).
    if (history.length > lengthBefore) keepsHistory = true;
    // None came: each move is an entry of its own, unless the page has moved on (its app, back or
    // forward, hidden) and the moves stay where they are written.
    else if (!hidden() && location.href === seenHref) {
      put(before, false);
      for (const address of moves) put(address, true);
      see();
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
      if (history.length > (waiting.length ? lengthBefore : seenLength)) {
        keepsHistory = true;
        stopWaiting();
      }
      const before = location.href;
      if (replace(path) && push && !keepsHistory) {
        if (!waiting.length) {
          waiting = [before];
          lengthBefore = history.length;
          stopTimer = lifetime.timeout(settle, ENTRY_WAIT_MS);
        }
        waiting.push(location.href);
      }
      see();
    },
    /** The embed is at `path` without a move of its own (a `view`, shown again, a route it could not reach): in place. */
    replace(path: string): void {
      if (replace(path) && waiting.length) waiting[waiting.length - 1] = location.href;
      see();
    },
    /** Back or forward, or the embed hidden: moves still waiting for their entry stay in place. */
    stopWaiting,
  };
}
