import { el } from './dom';

/** Replaces the page with a message when the surface cannot start (used or expired session id, no data). */
export function showFatalMessage(title: string, detail: string): void {
  const root = document.getElementById('app') ?? document.body;
  root.replaceChildren(
    el(
      'section',
      { class: 'fatal', role: 'alert', 'data-testid': 'fatal-message' },
      el('h1', {}, title),
      el('p', {}, detail),
      el('p', { class: 'muted' }, 'Ask the host page to open the embed again with a fresh session.'),
    ),
  );
}
