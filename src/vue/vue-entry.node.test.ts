// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createSSRApp, h } from 'vue';
import { renderToString } from 'vue/server-renderer';

describe('@svc/embed/vue without a DOM', () => {
  it('imports without touching window or document', async () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    const entry = await import('./index');
    expect(Object.keys(entry).sort()).toEqual(['SvcEmbed', 'SvcEmbedKeepAlive', 'useEmbed']);
  });

  it('renders the empty placeholder and never mints or embeds on the server', async () => {
    const { SvcEmbed } = await import('./index');
    const mintSession = vi.fn(() => Promise.resolve('minted-1'));
    const app = createSSRApp({
      render: () =>
        h('main', [
          h(SvcEmbed, {
            tenantUrl: 'https://tenant.example',
            surface: 'dashboard',
            publicId: 'pub-1',
            mintSession,
            locale: 'de-DE',
            filters: { 'orders.status': 'shipped' },
            class: 'embed',
          }),
        ]),
    });
    await expect(renderToString(app)).resolves.toBe('<main><div class="embed"></div></main>');
    expect(mintSession).not.toHaveBeenCalled();
  });
});
