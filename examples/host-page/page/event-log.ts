import { el } from './dom';

/** The live log: newest first, each entry carries its name and payload as data attributes for tests. */
export function eventLog() {
  const list = el('ol', { id: 'event-log', reversed: '' });
  const element = el('aside', { class: 'log' }, el('h2', {}, 'Events'), list);
  return {
    element,
    add(name: string, payload: unknown): void {
      const json = JSON.stringify(payload);
      const time = new Date().toISOString().slice(11, 23);
      const entry = el(
        'li',
        { 'data-event': name, 'data-payload': json },
        el('b', {}, name),
        ` ${time} `,
        el('code', {}, json),
      );
      list.prepend(entry);
    },
  };
}
