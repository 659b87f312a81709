import { scaledSessionTiming, TOKEN_NOMINAL_TTL_MS } from '../../../packages/sandbox/session-timing';
import { el } from './dom';

/**
 * What the host knows about the embed's session. The host never sees the token: the session end is
 * estimated from the tenant's token lifetime when a session starts (the embed's `ready`, a renewal's
 * `set-session`), and replaced by the exact end that `session-expiring` / `session-expired` carry.
 */
export interface SessionPanel {
  element: HTMLElement;
  setReady(text: string): void;
  mintSucceeded(): void;
  mintFailed(): void;
  setRenewalPhase(phase: string): void;
  sessionStarted(at: number): void;
  /** The exact end, from the embed's warning. */
  sessionEndKnown(expiresAt: number): void;
  /** The embed refused the renewed session: the previous session (and its end) stays. */
  renewalRefused(): void;
}

export function sessionPanel(signed: boolean, tokenTtlMs = TOKEN_NOMINAL_TTL_MS): SessionPanel {
  const { effectiveTtlMs, leadMs } = scaledSessionTiming(tokenTtlMs);
  const output = (id: string, text: string) => el('output', { id }, text);
  const ready = output('ready-status', 'loading');
  const sessionEnd = output('session-end', signed ? 'after ready' : 'none (private)');
  const warningIn = output('warning-in', signed ? '—' : 'never');
  const minted = output('mint-count', '0');
  const failed = output('mint-failed-count', '0');
  const renewal = output('renewal-status', signed ? 'idle' : 'off (private)');
  type SessionEnd = { at: number; exact: boolean } | null;
  let end: SessionEnd = null;
  let previousEnd: SessionEnd = null;

  const row = (label: string, value: HTMLElement) =>
    el('div', { class: 'fact' }, el('dt', {}, label), el('dd', {}, value));
  const element = el(
    'section',
    { class: 'card session', 'aria-labelledby': 'session-title' },
    el('header', { class: 'card-header' }, el('h2', { id: 'session-title' }, 'Session')),
    el(
      'dl',
      { class: 'facts' },
      row('Embed', ready),
      row('Mode', output('session-mode', signed ? 'signed' : 'private')),
      row('Session end', sessionEnd),
      row('Warning in', warningIn),
      row('Mints succeeded', minted),
      row('Mints failed', failed),
      row('Renewal', renewal),
    ),
  );

  function render(): void {
    if (!end) return;
    const time = endTime(new Date(end.at));
    sessionEnd.value = end.exact ? time : `≈ ${time}`;
    const untilWarning = end.at - leadMs - Date.now();
    warningIn.value = end.exact || untilWarning <= 0 ? 'given' : duration(untilWarning);
  }
  if (signed) setInterval(render, 1000);

  return {
    element,
    setReady: (text) => {
      ready.value = text;
    },
    mintSucceeded: () => {
      minted.value = String(Number(minted.value) + 1);
    },
    mintFailed: () => {
      failed.value = String(Number(failed.value) + 1);
    },
    setRenewalPhase: (phase) => {
      renewal.value = phase;
    },
    // A private embed has no session: nothing to end or to warn about.
    sessionStarted: (at) => {
      if (!signed) return;
      previousEnd = end;
      end = { at: at + effectiveTtlMs, exact: false };
      render();
    },
    sessionEndKnown: (expiresAt) => {
      if (!signed) return;
      end = { at: expiresAt, exact: true };
      render();
    },
    renewalRefused: () => {
      end = previousEnd;
      render();
    },
  };
}

/** `14:03:27`, with the day when it is not today (a real session lasts 23 hours). */
function endTime(date: Date): string {
  const time = date.toTimeString().slice(0, 8);
  if (date.toDateString() === new Date().toDateString()) return time;
  return `${date.toLocaleDateString('en', { month: 'short', day: 'numeric' })}, ${time}`;
}

/** `3:12`, `1:02:09`. */
function duration(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  const [h, m, s] = [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60];
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}
