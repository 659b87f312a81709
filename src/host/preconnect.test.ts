// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { mountController, TENANT } from '../../test/support/host';
import { preconnect } from './preconnect';

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

const hints = () =>
  [...document.head.querySelectorAll('link')].map((link) => `${link.rel} ${link.getAttribute('href')}`);

describe('preconnect', () => {
  it('adds a preconnect and a dns-prefetch hint for the tenant origin, once', () => {
    preconnect(`${TENANT}/base/path?x=1`);
    preconnect(TENANT);
    expect(hints()).toEqual([`preconnect ${TENANT}`, `dns-prefetch ${TENANT}`]);
  });

  it('is done by creating a controller, and not again by a second one', () => {
    mountController();
    mountController();
    expect(hints()).toEqual([`preconnect ${TENANT}`, `dns-prefetch ${TENANT}`]);
  });

  it.each(['not a url', 'ftp://files.example', 'https://*.example.com', 'https://user:pw@tenant.example'])(
    'refuses %j with invalid-options and adds nothing',
    (url) => {
      expect(() => preconnect(url)).toThrow(expect.objectContaining({ code: 'invalid-options' }));
      expect(hints()).toEqual([]);
    },
  );
});
