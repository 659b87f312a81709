import { el } from './dom';
import { clockTime, payloadJson, payloadRows } from './format-payload';

/**
 * Who said it: the host page sent an action, the embed sent an event, the library reported, the
 * renewal moved, the page's backend minted a session, the app went to another of its pages.
 */
export type LogDirection = 'sent' | 'received' | 'diagnostic' | 'renewal' | 'backend' | 'route';

const DIRECTION_LABELS: Readonly<Record<LogDirection, string>> = {
  sent: '→ action sent',
  received: '← event received',
  diagnostic: '! diagnostic',
  renewal: '↻ renewal',
  backend: '⇢ your backend',
  route: '⇄ this app',
};

const MAX_ENTRIES = 500;

export interface EventLog {
  element: HTMLElement;
  /** `key` is the entry's name in `data-event` (tests), `label` what a reader sees. */
  add(direction: LogDirection, key: string, payload: unknown, label?: string): void;
}

/**
 * One log of both directions, newest first. Each entry keeps its name and payload in `data-event` and
 * `data-payload` (the browser tests read them); actions are `action:<name>`, diagnostics
 * `diagnostic:<reason>`, renewal steps `renewal:<phase>`, mints `mint`, embed events their plain name.
 */
export function eventLog(): EventLog {
  const list = el('ol', { id: 'event-log', class: 'log-entries', reversed: '' });
  const clear = el('button', { type: 'button', class: 'quiet', id: 'clear-log' }, 'Clear');
  clear.addEventListener('click', () => list.replaceChildren());
  const element = el(
    'section',
    { class: 'card log', 'aria-labelledby': 'log-title' },
    el('header', { class: 'card-header' }, el('h2', { id: 'log-title' }, 'Activity'), clear),
    el(
      'p',
      { class: 'hint' },
      'Actions this page sends, events the embed sends back, the library’s diagnostics and each renewal step, newest first.',
    ),
    list,
  );
  return {
    element,
    add(direction, key, payload, label = key) {
      const rows = payloadRows(payload).map(([name, value]) =>
        el('div', { class: 'payload-row' }, el('dt', {}, name), el('dd', {}, el('pre', {}, value))),
      );
      const entry = el(
        'li',
        {
          class: `entry ${direction}`,
          'data-event': key,
          'data-payload': payloadJson(payload),
          'data-direction': direction,
        },
        el(
          'div',
          { class: 'entry-line' },
          el('time', {}, clockTime(new Date())),
          el('span', { class: 'direction' }, DIRECTION_LABELS[direction]),
          el('b', { class: 'entry-name' }, label),
        ),
        ...(rows.length > 0 ? [el('dl', { class: 'payload' }, ...rows)] : []),
      );
      list.prepend(entry);
      while (list.childElementCount > MAX_ENTRIES) list.lastElementChild?.remove();
    },
  };
}
