import { expectTypeOf, it } from 'vitest';
import type { EmbedControllerOptions, EmbedUrlOptions, PreloadEmbedOptions } from './index';

// Checked by `tsc` (npm run typecheck): each `@ts-expect-error` must stay an error, or the build fails.
const container = {} as HTMLElement;
const tenantUrl = 'https://tenant.example';

it('a dashboard needs publicId, an app deploymentId, a chat neither', () => {
  const dashboard: EmbedControllerOptions = { tenantUrl, surface: 'dashboard', publicId: 'pub-1', container };
  const app: EmbedControllerOptions = {
    tenantUrl,
    surface: 'app',
    deploymentId: 42,
    sessionId: 's',
    container,
  };
  const chat: EmbedControllerOptions = { tenantUrl, surface: 'chat', container };
  // @ts-expect-error a dashboard without publicId
  const noPublicId: EmbedControllerOptions = { tenantUrl, surface: 'dashboard', container };
  // @ts-expect-error an app without deploymentId
  const noDeploymentId: EmbedControllerOptions = { tenantUrl, surface: 'app', sessionId: 's', container };
  // @ts-expect-error a deploymentId is no publicId
  const wrongId: EmbedControllerOptions = { tenantUrl, surface: 'dashboard', deploymentId: 42, container };
  expectTypeOf([dashboard, app, chat, noPublicId, noDeploymentId, wrongId]).toBeArray();
});

it('buildEmbedUrl and preloadEmbed take the same rule', () => {
  // @ts-expect-error a dashboard address without publicId
  const address: EmbedUrlOptions = { tenantUrl, surface: 'dashboard' };
  // @ts-expect-error a pre-rendered app without deploymentId
  const preload: PreloadEmbedOptions = { tenantUrl, surface: 'app', sessionId: 's' };
  const fine: PreloadEmbedOptions = { tenantUrl, surface: 'dashboard', publicId: 'pub-1', parkedHeight: 400 };
  expectTypeOf([address, preload, fine]).toBeArray();
});

it('a surface known only at run time narrows by its value', () => {
  const options = { tenantUrl, surface: 'app', deploymentId: 7, container } as EmbedControllerOptions;
  if (options.surface === 'app') expectTypeOf(options.deploymentId).toEqualTypeOf<number>();
  if (options.surface === 'dashboard') expectTypeOf(options.publicId).toEqualTypeOf<string>();
});
