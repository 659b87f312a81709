// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { DASHBOARD_ATTRIBUTES, iframesOf, settle, TENANT } from '../../test/support/element';
import { defineSvcEmbed } from './index';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('defineSvcEmbed', () => {
  it('registers svc-embed by default and returns its class', () => {
    const element = defineSvcEmbed();
    expect(customElements.get('svc-embed')).toBe(element);
    expect(document.createElement('svc-embed')).toBeInstanceOf(element);
  });

  it('is harmless to call twice: the registered class is returned', () => {
    const first = defineSvcEmbed();
    expect(() => defineSvcEmbed()).not.toThrow();
    expect(defineSvcEmbed()).toBe(first);
  });

  it('registers a working element under a second tag name', async () => {
    const element = defineSvcEmbed('acme-dashboard');
    expect(element).not.toBe(defineSvcEmbed());
    const acme = document.createElement('acme-dashboard') as InstanceType<typeof element>;
    for (const [name, value] of Object.entries(DASHBOARD_ATTRIBUTES)) acme.setAttribute(name, value);
    document.body.append(acme);
    await settle();
    expect(iframesOf(acme).map((iframe) => iframe.src)).toEqual([`${TENANT}/embed/dashboard/pub-1`]);
  });

  it('observes every documented attribute', () => {
    expect([...defineSvcEmbed().observedAttributes].sort()).toEqual(
      [
        'tenant-url',
        'surface',
        'public-id',
        'deployment-id',
        'path',
        'session-id',
        'allow-export',
        'color-scheme',
        'locale',
        'timezone',
        'title',
        'ready-timeout-ms',
        'transport',
        'auto-height',
        'message-port',
        'min-height',
        'max-height',
        'debug',
        'loading',
        'keep-alive',
        'keep-alive-owner',
        'sync-route',
      ].sort(),
    );
  });
});
