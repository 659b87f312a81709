import { el } from './dom';
import { type ActiveFilter, describeFilter } from './filter-parameter';
import type { Formatter } from './formatting';

/** The strip of facts tests and viewers read, plus the notices list and the viewer's notes. */

export type DisplayedSessionStatus = 'active' | 'expiring' | 'expired' | 'private';

export interface StatusSnapshot {
  sessionStatus: DisplayedSessionStatus;
  /** Effective end of the signed session, epoch ms; `null` in private mode. */
  sessionEnd: number | null;
  formatter: Formatter;
  schemeLabel: string;
  filters: readonly ActiveFilter[];
  refreshCount: number;
}

export type NoticeKind = 'info' | 'error';

const MAX_NOTICES = 20;

export class StatusBar {
  readonly strip: HTMLElement;
  readonly panel: HTMLElement;
  readonly #status = output('session-status');
  readonly #end = output('session-end');
  readonly #scheme = output('scheme-label');
  readonly #locale = output('locale-label');
  readonly #timezone = output('timezone-label');
  readonly #filter = output('active-filter');
  readonly #refreshes = output('refresh-count');
  readonly #notices = el('ul', { class: 'notices', 'data-testid': 'notice', 'aria-live': 'polite' });

  constructor(loadCount: number | null) {
    const loads = output('load-count');
    loads.textContent = loadCount === null ? 'n/a' : String(loadCount);
    this.strip = el(
      'section',
      { class: 'status-bar', 'aria-label': 'Embed status' },
      item('Session', this.#status),
      item('Ends', this.#end),
      item('Page loads', loads),
      item('Scheme', this.#scheme),
      item('Locale', this.#locale),
      item('Time zone', this.#timezone),
      item('Filter', this.#filter),
      item('Refreshes', this.#refreshes),
    );
    const notes = el('textarea', {
      'data-testid': 'notes',
      id: 'viewer-notes',
      rows: '3',
      placeholder: 'Notes stay here while the session is renewed without a reload',
    });
    this.panel = el(
      'section',
      { class: 'side-panel' },
      el('h2', {}, 'Notices'),
      this.#notices,
      el('label', { for: 'viewer-notes' }, 'Notes'),
      notes,
    );
  }

  update(snapshot: StatusSnapshot): void {
    const { formatter } = snapshot;
    setText(this.#status, snapshot.sessionStatus);
    this.#status.dataset.status = snapshot.sessionStatus;
    setText(
      this.#end,
      snapshot.sessionEnd === null ? 'no session (private)' : formatter.preciseDateTime(snapshot.sessionEnd),
    );
    if (snapshot.sessionEnd === null) delete this.#end.dataset.expiresAt;
    else this.#end.dataset.expiresAt = String(snapshot.sessionEnd);
    setText(this.#scheme, snapshot.schemeLabel);
    setText(this.#locale, formatter.locale);
    setText(this.#timezone, formatter.timeZone);
    setText(
      this.#filter,
      snapshot.filters.length === 0 ? 'none' : snapshot.filters.map(describeFilter).join('; '),
    );
    this.#filter.classList.toggle('chip', snapshot.filters.length > 0);
    setText(this.#refreshes, String(snapshot.refreshCount));
  }

  /** Newest first; the oldest beyond a few dozen are dropped. */
  notice(message: string, kind: NoticeKind = 'info'): void {
    this.#notices.prepend(el('li', { class: `notice notice-${kind}`, 'data-kind': kind }, message));
    while (this.#notices.childElementCount > MAX_NOTICES) this.#notices.lastElementChild?.remove();
  }
}

function output(testId: string): HTMLOutputElement {
  return el('output', { 'data-testid': testId });
}

function item(label: string, value: HTMLElement): HTMLElement {
  return el('span', { class: 'status-item' }, el('span', { class: 'status-label' }, `${label}: `), value);
}

/** Writes only on change, so the one-second refresh does not disturb selection or screen readers. */
function setText(element: HTMLElement, text: string): void {
  if (element.textContent !== text) element.textContent = text;
}
