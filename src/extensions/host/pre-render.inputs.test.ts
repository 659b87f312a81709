// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { DASHBOARD } from '../../../test/support/host';
import { connectedContainer, preloaded } from '../../../test/support/pre-render';
import { EmbedError, hideEmbed, preloadEmbed, showEmbed } from '../../host';

afterEach(() => {
  document.body.innerHTML = '';
});

function thrown(run: () => unknown): EmbedError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(EmbedError);
    return error as EmbedError;
  }
  throw new Error('nothing was thrown');
}

describe('preloadEmbed refuses', () => {
  it.each([
    ['no options', undefined, /options must be an object/],
    ['a string', 'dashboard', /options must be an object/],
    ['a container', { ...DASHBOARD, container: document.createElement('div') }, /no container or iframe/],
    ['an iframe', { ...DASHBOARD, iframe: document.createElement('iframe') }, /no container or iframe/],
    [
      'parkedWidth 0',
      { ...DASHBOARD, parkedWidth: 0 },
      /parkedWidth must be a finite number of px > 0, got 0/,
    ],
    ['parkedWidth NaN', { ...DASHBOARD, parkedWidth: Number.NaN }, /parkedWidth must be/],
    [
      'parkedHeight Infinity',
      { ...DASHBOARD, parkedHeight: Number.POSITIVE_INFINITY },
      /parkedHeight must be/,
    ],
    ['parkedHeight as a string', { ...DASHBOARD, parkedHeight: '480' }, /parkedHeight must be .* got '480'/],
    ['a bad controller option', { ...DASHBOARD, readyTimeotMs: 5 }, /did you mean 'readyTimeoutMs'/],
    ['no tenantUrl', { surface: 'dashboard', publicId: 'p' }, /tenantUrl/],
  ])('%s with invalid-options, leaving nothing in the page', (_, options, message) => {
    const error = thrown(() => preloadEmbed(options as never));
    expect(error.code).toBe('invalid-options');
    expect(error.message).toMatch(message);
    expect(document.body.children).toHaveLength(0);
  });
});

describe('showEmbed and hideEmbed refuse', () => {
  const otherDocument = () => {
    const other = document.implementation.createHTMLDocument('other');
    return other.body.appendChild(other.createElement('div'));
  };
  it.each([
    ['null', () => null, /container is null: did document.querySelector\(\) find no element\?/],
    ['undefined', () => undefined, /container is not an element, got undefined/],
    ['a selector string', () => '#embed', /container is not an element, got '#embed'/],
    ['a text node', () => document.body.appendChild(document.createTextNode('x')), /not an element/],
    ['a disconnected element', () => document.createElement('div'), /container is not in the document/],
    ['an element of another document', otherDocument, /in another document/],
    ['the iframe itself', (iframe: HTMLIFrameElement) => iframe, /own iframe or parking layer/],
    ['the parking layer', () => document.querySelector('[data-svc-embed-layer]'), /parking layer/],
  ])('a container that is %s with invalid-argument', (_, container, message) => {
    const { controller, iframe } = preloaded();
    const error = thrown(() => showEmbed(controller, container(iframe) as HTMLElement));
    expect(error.code).toBe('invalid-argument');
    expect(error.message).toMatch(message);
  });

  it.each([
    ['null', null],
    ['an object', { iframe: document.createElement('iframe') }],
    ['an iframe', document.createElement('iframe')],
  ])('a first argument that is %s with invalid-argument', (_, notAController) => {
    for (const run of [
      () => showEmbed(notAController as never, connectedContainer()),
      () => hideEmbed(notAController as never),
    ]) {
      const error = thrown(run);
      expect(error.code).toBe('invalid-argument');
      expect(error.message).toMatch(/(show|hide)Embed: the first argument must be an EmbedController/);
    }
  });
});
