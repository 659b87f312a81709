// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, render } from '@testing-library/vue';
import { compile } from '@vue/compiler-dom';
import { parse } from '@vue/compiler-sfc';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as Vue from 'vue';
import { DASHBOARD, iframes, theIframe } from '../../test/support/vue';
import { SvcEmbed } from './svc-embed';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The one `embed-error` the component emitted: an `EmbedError` `invalid-options`. */
function reported(emitted: () => Record<string, unknown[][]>): { code: string; message: string } {
  const errors = emitted()['embed-error'] ?? [];
  expect(errors).toHaveLength(1);
  return errors[0]?.[0] as { code: string; message: string };
}

describe('attributes and listeners the component does not take', () => {
  it.each([
    [
      'a misspelled prop',
      { 'ready-timeot-ms': 5 },
      "unknown option 'readyTimeotMs': did you mean 'readyTimeoutMs'?",
    ],
    [
      'a misspelled listener',
      { onEmbedErorr: () => {} },
      "unknown option 'onEmbedErorr': did you mean 'onEmbedError'?",
    ],
    ['a prop of another wrapper', { className: 'x' }, "unknown option 'className'"],
  ])(
    '%s: embed-error gets invalid-options with the nearest name, and nothing is embedded',
    (_label, attrs, says) => {
      const { emitted, container } = render(SvcEmbed, { props: DASHBOARD, attrs });
      const error = reported(emitted);
      expect(error.code).toBe('invalid-options');
      expect(error.message).toContain(says);
      expect(iframes()).toHaveLength(0);
      expect(container.firstElementChild?.attributes).toHaveLength(0);
    },
  );

  it('class, style, id, data-* and aria-* go to the placeholder, not to the check', () => {
    const attrs = {
      class: 'embed',
      style: 'height: 300px',
      id: 'sales',
      'data-testid': 'sales',
      'aria-busy': 'true',
    };
    const { emitted, container } = render(SvcEmbed, { props: DASHBOARD, attrs });
    expect(emitted()['embed-error']).toBeUndefined();
    const placeholder = container.firstElementChild as HTMLElement;
    expect(placeholder.className).toBe('embed');
    expect(placeholder.style.height).toBe('300px');
    expect([placeholder.id, placeholder.dataset.testid, placeholder.getAttribute('aria-busy')]).toEqual([
      'sales',
      'sales',
      'true',
    ]);
    expect(theIframe().parentElement).toBe(placeholder);
  });

  it("a template compiled with create-vue's default settings: the typo that type-checks is reported", () => {
    const source = readFileSync(join(import.meta.dirname, 'fixtures/misspelled-attrs.vue'), 'utf8');
    const template = parse(source).descriptor.template?.content ?? '';
    const { code } = compile(template, { mode: 'function' });
    const renderTemplate = new Function('Vue', code)(Vue) as Vue.ComponentOptions['render'];
    const onReported = vi.fn();
    const Host = Vue.defineComponent({
      components: { SvcEmbed },
      emits: ['reported'],
      setup: (_props, { emit }) => ({ report: (error: unknown) => emit('reported', error) }),
      render: renderTemplate,
    });
    render(Host, { attrs: { onReported } });
    expect(onReported).toHaveBeenCalledOnce();
    expect(onReported.mock.calls[0]?.[0]).toMatchObject({
      code: 'invalid-options',
      message: expect.stringContaining("did you mean 'readyTimeoutMs'?"),
    });
    expect(iframes()).toHaveLength(0);
  });
});
