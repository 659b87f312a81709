import { describe, expect, it, vi } from 'vitest';
import { defineSvcEmbed, type SvcEmbedElement } from '../../src/element';
import { EmbedController, EmbedError } from '../../src/host';
import { simulateEmbed } from '../../src/testing';
import { deferred } from './deferred';
import { TENANT } from './host';
import { simulationFixture, thrownBy } from './simulate-embed-fixture';

/**
 * What `simulateEmbed` takes (an iframe, a controller, the element's controller) and what it
 * refuses, registered by the same per-environment test files as `simulate-embed-cases.ts`.
 */
export function describeSimulateEmbedTargets(): void {
  const { simulate, controllerOf } = simulationFixture();

  describe('simulateEmbed: what it takes', () => {
    it('an iframe: the tenant origin comes from its src', async () => {
      const iframe = document.createElement('iframe');
      document.body.append(iframe);
      const controller = new EmbedController({ tenantUrl: `${TENANT}/acme`, surface: 'chat', iframe });
      const embed = simulate(iframe);
      expect(embed.tenantOrigin).toBe(TENANT);
      expect(embed.iframe).toBe(iframe);
      embed.ready();
      await expect(controller.ready).resolves.toEqual({
        embedTenant: null,
        deploymentId: null,
        mode: 'private',
        surface: 'chat',
      });
    });

    it('a controller still minting its first session, whose address is read when ready is sent', async () => {
      const mint = deferred<string>();
      const controller = controllerOf({ sessionId: undefined, mintSession: () => mint.promise });
      const embed = simulate(controller);
      expect(embed.tenantOrigin).toBe(TENANT);
      mint.resolve('session-2');
      await vi.waitFor(() => expect(controller.iframe.src).toContain('session-2'));
      embed.ready();
      await expect(controller.ready).resolves.toMatchObject({ mode: 'signed', publicId: 'pub-1' });
    });

    it("the element's controller: events reach the element as svc-* events", async () => {
      defineSvcEmbed();
      const element = document.createElement('svc-embed') as SvcEmbedElement;
      for (const [name, value] of Object.entries({
        'tenant-url': TENANT,
        surface: 'dashboard',
        'public-id': 'p',
      }))
        element.setAttribute(name, value);
      const downloads: unknown[] = [];
      element.addEventListener('svc-download', (event) => downloads.push(event.detail));
      document.body.append(element);
      await vi.waitFor(() => expect(element.controller).not.toBeNull());
      const embed = simulate(element.controller as EmbedController);
      embed.ready();
      const sent = embed.emit('download', { format: 'png', target: 'dashboard' });
      expect(downloads).toEqual([sent.payload]);
    });

    const NEITHER = 'give an EmbedController or an iframe element, got';
    const INVALID_TARGETS: [label: string, target: () => unknown, says: string][] = [
      ['null', () => null, `${NEITHER} null (a controllerRef or a template ref holds null until`],
      ['undefined', () => undefined, `${NEITHER} undefined`],
      ['a string', () => 'iframe', `${NEITHER} string`],
      ['a div', () => document.createElement('div'), `${NEITHER} a <div> element`],
      [
        'the svc-embed element itself',
        () => document.createElement('svc-embed'),
        `${NEITHER} a <svc-embed> element`,
      ],
      [
        'a look-alike of a controller',
        () => ({ tenantOrigin: TENANT, destroyed: false, iframe: {} }),
        `${NEITHER} object`,
      ],
      [
        'a destroyed controller',
        () => {
          const controller = controllerOf();
          controller.destroy();
          return controller;
        },
        'the controller is destroyed',
      ],
      ['an iframe without src', () => document.createElement('iframe'), 'the iframe has no src yet'],
      [
        'an iframe showing about:blank',
        () => Object.assign(document.createElement('iframe'), { src: 'about:blank' }),
        `the iframe's src "about:blank" is not an http(s) address`,
      ],
      [
        'an iframe already simulated',
        () => {
          const controller = controllerOf();
          simulate(controller);
          return controller.iframe;
        },
        'this iframe is already simulated: call restore() on its simulation first',
      ],
    ];
    it.each(INVALID_TARGETS)('%s: invalid-argument saying what is wrong', (_label, target, says) => {
      const given = target();
      const contentWindow = (given as HTMLIFrameElement | null)?.contentWindow;
      const error = thrownBy(() => simulateEmbed(given as HTMLIFrameElement));
      expect(error).toBeInstanceOf(EmbedError);
      expect(error).toMatchObject({ code: 'invalid-argument' });
      expect(error.message.slice(0, `simulateEmbed: ${says}`.length)).toBe(`simulateEmbed: ${says}`);
      expect((given as HTMLIFrameElement | null)?.contentWindow).toBe(contentWindow);
    });
  });
}
