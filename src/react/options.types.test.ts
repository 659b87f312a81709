import { createElement } from 'react';
import { expectTypeOf, it } from 'vitest';
import type { SvcEmbedProps, UseEmbedOptions } from './index';
import { SvcEmbed } from './index';

// Checked by `tsc` (npm run typecheck): each `@ts-expect-error` must stay an error, or the build fails.
const tenantUrl = 'https://tenant.example';
const mintSession = async () => 's';

it('<SvcEmbed>: a dashboard needs publicId, an app deploymentId, a chat neither', () => {
  const dashboard: SvcEmbedProps = { tenantUrl, surface: 'dashboard', publicId: 'pub-1', className: 'embed' };
  const app: SvcEmbedProps = { tenantUrl, surface: 'app', deploymentId: 42, mintSession };
  const chat: SvcEmbedProps = { tenantUrl, surface: 'chat' };
  // @ts-expect-error a dashboard without publicId
  const noPublicId: SvcEmbedProps = { tenantUrl, surface: 'dashboard', className: 'embed' };
  // @ts-expect-error an app without deploymentId
  const noDeploymentId: SvcEmbedProps = { tenantUrl, surface: 'app', mintSession };
  // @ts-expect-error a deploymentId is no publicId
  const wrongId: SvcEmbedProps = { tenantUrl, surface: 'dashboard', deploymentId: 42 };
  // @ts-expect-error as JSX: <SvcEmbed tenantUrl=... surface="dashboard" />
  const element = createElement(SvcEmbed, { tenantUrl, surface: 'dashboard' });
  expectTypeOf([dashboard, app, chat, noPublicId, noDeploymentId, wrongId, element]).toBeArray();
});

it('useEmbed takes the same rule', () => {
  // @ts-expect-error a dashboard without publicId
  const noPublicId: UseEmbedOptions = { tenantUrl, surface: 'dashboard', onReady: () => {} };
  // @ts-expect-error an app without deploymentId
  const noDeploymentId: UseEmbedOptions = { tenantUrl, surface: 'app', mintSession };
  const fine: UseEmbedOptions = {
    tenantUrl,
    surface: 'app',
    deploymentId: 7,
    path: '/workbook/1',
    mintSession,
  };
  expectTypeOf([noPublicId, noDeploymentId, fine]).toBeArray();
});

it('a surface known only at run time narrows by its value', () => {
  const props = { tenantUrl, surface: 'app', deploymentId: 7 } as SvcEmbedProps;
  if (props.surface === 'app') expectTypeOf(props.deploymentId).toEqualTypeOf<number>();
  if (props.surface === 'dashboard') expectTypeOf(props.publicId).toEqualTypeOf<string>();
});
