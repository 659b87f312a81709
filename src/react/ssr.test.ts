// @vitest-environment node
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

describe('server rendering', () => {
  it('runs without a DOM', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it('importing the entry does not throw', async () => {
    const entry = await import('./index');
    expect(typeof entry.SvcEmbed).toBe('function');
    expect(typeof entry.useEmbed).toBe('function');
  });

  it('renders the empty placeholder and calls nothing', async () => {
    const { SvcEmbed } = await import('./index');
    const mintSession = vi.fn(async () => 'minted');
    const onEmbedError = vi.fn();
    const html = renderToString(
      createElement(SvcEmbed, {
        tenantUrl: 'https://tenant.example',
        surface: 'dashboard',
        publicId: 'pub-1',
        mintSession,
        onEmbedError,
        className: 'embed',
        style: { height: 400 },
      }),
    );
    expect(html).toBe('<div class="embed" style="height:400px"></div>');
    expect(mintSession).not.toHaveBeenCalled();
    expect(onEmbedError).not.toHaveBeenCalled();
  });
});
