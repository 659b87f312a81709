import type { EmbedController } from '../../../src/host';
import { el } from './dom';
import type { NavigationPath } from './navigation-paths';

/** Sends one action through the controller; the caller logs it and reports a refusal. */
export type Send = (name: string, payload: unknown, action: () => void | Promise<void>) => void;

export interface ControlsOptions {
  controller: EmbedController;
  send: Send;
  signed: boolean;
  paths: NavigationPath[];
  mintSession: () => Promise<string>;
  /** The page follows the scheme it asks the embed for. */
  onScheme: (scheme: 'light' | 'dark' | 'auto') => void;
}

/** A titled group of controls; other modules (the capabilities area) add theirs the same way. */
export function controlGroup(id: string, title: string, ...children: Node[]): HTMLElement {
  return el('fieldset', { class: 'group', id }, el('legend', {}, title), ...children);
}

function select(
  id: string,
  label: string,
  options: Array<[value: string, text: string]>,
  onChange: (value: string) => void,
) {
  const input = el('select', { id }, ...options.map(([value, text]) => el('option', { value }, text)));
  input.addEventListener('change', () => onChange(input.value));
  return el('label', { class: 'field' }, el('span', {}, label), input);
}

function button(id: string, label: string, onClick: () => void, kind = '') {
  const element = el('button', { id, type: 'button', class: kind }, label);
  element.addEventListener('click', onClick);
  return element;
}

const same = (values: string[]): Array<[string, string]> => values.map((value) => [value, value]);

/** The actions of spec section 6.4, grouped by what they do, each shown only where it applies. */
export function controlPanel(options: ControlsOptions): HTMLElement {
  const { controller, send, paths } = options;
  const color = el('input', { id: 'theme-color', type: 'color', value: '#3355ff' });
  color.addEventListener('change', () =>
    send('set-theme', { primaryColor: color.value }, () =>
      controller.setTheme({ primaryColor: color.value }),
    ),
  );
  const appearance = controlGroup(
    'appearance-controls',
    'Appearance',
    select('color-scheme', 'Color scheme', same(['auto', 'light', 'dark']), (value) => {
      const scheme = value as 'light' | 'dark' | 'auto';
      options.onScheme(scheme);
      send('set-color-scheme', { scheme }, () => controller.setColorScheme(scheme));
    }),
    el('label', { class: 'field' }, el('span', {}, 'Primary color'), color),
    select('locale', 'Locale', same(['en-US', 'fr-FR', 'de-DE', 'ja-JP']), (locale) =>
      send('set-locale', { locale }, () => controller.setLocale(locale)),
    ),
    select(
      'timezone',
      'Time zone',
      same(['UTC', 'Europe/Paris', 'America/New_York', 'Asia/Tokyo']),
      (timezone) => send('set-timezone', { timezone }, () => controller.setTimezone(timezone)),
    ),
  );

  const statuses: Array<[string, string]> = [
    ['all', 'All statuses'],
    ...same(['completed', 'processing', 'shipped', 'cancelled']),
  ];
  const data = controlGroup(
    'data-controls',
    'Data',
    select('status-filter', 'Order status', statuses, (status) => {
      const value = status === 'all' ? null : { value: status };
      send('set-filter', { member: 'orders.status', value }, () =>
        controller.setFilter('orders.status', value),
      );
    }),
    button('refresh', 'Refresh data', () => send('refresh', {}, () => controller.refresh())),
  );

  const path = el(
    'select',
    { id: 'navigate-path' },
    ...paths.map(({ label, path }) => el('option', { value: path }, label)),
  );
  // The first path is the home page the embed opens on: preselect the next one, so the button moves.
  path.selectedIndex = paths.length > 1 ? 1 : 0;
  const navigation = controlGroup(
    'navigation-controls',
    'Navigation',
    el('label', { class: 'field' }, el('span', {}, 'Page'), path),
    button('navigate', 'Navigate', () =>
      send('navigate', { path: path.value }, () => controller.navigate(path.value)),
    ),
  );

  const groups = [appearance, data, navigation];
  if (options.signed) {
    const renew = button('renew-now', 'Renew now', () =>
      send('mint', {}, async () => {
        const sessionId = await options.mintSession();
        // The id is a single-use credential: the log shows only its start.
        send('set-session', { sessionId: `${sessionId.slice(0, 6)}…` }, () =>
          controller.setSession(sessionId),
        );
      }),
    );
    const invalid = button(
      'renew-invalid',
      'Send an invalid session',
      () =>
        send('set-session', { sessionId: 'invalid-session-id' }, () =>
          controller.setSession('invalid-session-id'),
        ),
      'danger',
    );
    groups.push(
      controlGroup(
        'session-controls',
        'Session',
        el('div', { class: 'buttons' }, renew, invalid),
        el('p', { class: 'hint' }, 'Renewal also runs by itself when the embed warns that its session ends.'),
      ),
    );
  }
  // Room for the embed's extensions (content height, debug, fullscreen): filled by their own module.
  const capabilities = controlGroup('capabilities', 'Capabilities');
  capabilities.hidden = true;
  groups.push(capabilities);

  return el(
    'section',
    { class: 'card controls', 'aria-labelledby': 'controls-title' },
    el('header', { class: 'card-header' }, el('h2', { id: 'controls-title' }, 'Actions')),
    ...groups,
  );
}
