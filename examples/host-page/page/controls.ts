import type { EmbedController } from '../../../src/host';
import { el } from './dom';

type Log = { add(name: string, payload: unknown): void };

/** One control for every action of section 6.4. */
export function controlPanel(
  controller: EmbedController,
  mintSession: () => Promise<string>,
  log: Log,
): HTMLElement {
  const guarded = (action: () => void | Promise<void>) => async () => {
    try {
      await action();
    } catch (error) {
      log.add('action-refused', { message: error instanceof Error ? error.message : String(error) });
    }
  };
  const select = (id: string, label: string, options: string[], onChange: (value: string) => void) => {
    const input = el('select', { id }, ...options.map((value) => el('option', { value }, value)));
    input.addEventListener(
      'change',
      guarded(() => onChange(input.value)),
    );
    return el('label', {}, `${label} `, input);
  };
  const button = (id: string, label: string, onClick: () => void | Promise<void>) => {
    const element = el('button', { id, type: 'button' }, label);
    element.addEventListener('click', guarded(onClick));
    return element;
  };
  const color = el('input', { id: 'theme-color', type: 'color', value: '#3355ff' });
  color.addEventListener(
    'change',
    guarded(() => controller.setTheme({ primaryColor: color.value })),
  );
  const path = el('input', {
    id: 'navigate-path',
    value: '/embed/dashboard/sales-overview/orders',
    size: '36',
  });

  return el(
    'nav',
    { class: 'controls', 'aria-label': 'Embed actions' },
    select('color-scheme', 'Color scheme', ['light', 'dark', 'auto'], (v) =>
      controller.setColorScheme(v as 'light'),
    ),
    el('label', {}, 'Primary color ', color),
    select('locale', 'Locale', ['en-US', 'fr-FR', 'de-DE', 'ja-JP'], (v) => controller.setLocale(v)),
    select('timezone', 'Time zone', ['UTC', 'Europe/Paris', 'America/New_York', 'Asia/Tokyo'], (v) =>
      controller.setTimezone(v),
    ),
    select('status-filter', 'Status', ['all', 'completed', 'processing', 'shipped', 'cancelled'], (v) =>
      controller.setFilter('orders.status', v === 'all' ? null : { value: v }),
    ),
    el('label', {}, 'Path ', path),
    button('navigate', 'Navigate', () => controller.navigate(path.value)),
    button('refresh', 'Refresh', () => controller.refresh()),
    button('renew-now', 'Renew now', async () => controller.setSession(await mintSession())),
    button('renew-invalid', 'Send an invalid session', () => controller.setSession('invalid-session-id')),
  );
}
