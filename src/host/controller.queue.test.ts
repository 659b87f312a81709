// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { mountController } from '../../test/support/host';
import type { Diagnostic } from '../host';
import { MAX_QUEUED_ACTIONS } from './action-sender';

afterEach(() => {
  document.body.innerHTML = '';
});

function mountQueued() {
  const diagnostics: Diagnostic[] = [];
  const mounted = mountController({ onDiagnostic: (diagnostic) => diagnostics.push(diagnostic) });
  return { ...mounted, diagnostics };
}

const filterNumber = ([, payload]: [string, unknown]) =>
  Number((payload as { filterUrlParameter: string }).filterUrlParameter.split('=')[1]);

describe('the pre-ready action queue', () => {
  it('keeps the newest 100 actions, in order, and says which it dropped', () => {
    const { controller, ready, sent, diagnostics } = mountQueued();
    for (let i = 1; i <= 500; i += 1) controller.setFilter('orders.amount', i);
    expect(MAX_QUEUED_ACTIONS).toBe(100);
    expect(diagnostics).toHaveLength(400);
    expect(diagnostics[0]).toMatchObject({
      reason: 'queue-full',
      message: expect.stringMatching(/svc:action:set-filter.*dropped.*100 actions.*before ready/),
    });
    ready();
    expect(sent().map(filterNumber)).toEqual(Array.from({ length: 100 }, (_, i) => 401 + i));
  });

  it('still applies the latest scheme, theme, locale and time zone whose action was dropped', () => {
    const { controller, ready, sent } = mountQueued();
    controller.setColorScheme('light');
    controller.setColorScheme('dark');
    controller.setTheme({ primaryColor: 'navy' });
    controller.setLocale('de');
    controller.setTimezone('UTC');
    for (let i = 1; i <= 200; i += 1) controller.setFilter('orders.amount', i);
    controller.setLocale('fr');
    ready();
    const actions = sent();
    expect(actions.slice(0, 3)).toEqual([
      ['svc:action:set-color-scheme', { scheme: 'dark' }],
      ['svc:action:set-theme', { primaryColor: 'navy' }],
      ['svc:action:set-timezone', { timezone: 'UTC' }],
    ]);
    expect(actions.at(-1)).toEqual(['svc:action:set-locale', { locale: 'fr' }]);
    expect(actions.filter(([type]) => type === 'svc:action:set-locale')).toHaveLength(1);
    expect(actions).toHaveLength(3 + 100);
  });

  it('does not limit what is sent after ready', () => {
    const { controller, ready, sent, diagnostics } = mountQueued();
    ready();
    for (let i = 1; i <= 300; i += 1) controller.setFilter('orders.amount', i);
    expect(sent()).toHaveLength(300);
    expect(diagnostics).toEqual([]);
  });
});
