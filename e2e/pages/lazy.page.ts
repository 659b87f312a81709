// Browser test page of lazyLoad(), served at /pages/lazy: ten lazy embeds stacked, each container
// about 0.6 of the viewport tall, so two are in view at the top. `?element` uses <svc-embed
// loading="lazy">, otherwise EmbedController with `extensions: [lazyLoad({ rootMargin: '0px' })]`.
import { defineSvcEmbed } from '../../src/element';
import { EmbedController, lazyLoad } from '../../src/host';
import { hostConfig, mintSession } from './host-page-api';

const EMBEDS = 10;
const stats = { mints: 0, ready: 0, failed: [] as string[] };
Object.assign(window, { lazyStats: stats });
const height = Math.max(480, Math.ceil(window.innerHeight * 0.6));
const countedMint = () => {
  stats.mints += 1;
  return mintSession();
};

if (new URLSearchParams(location.search).has('element')) {
  defineSvcEmbed();
  for (let index = 0; index < EMBEDS; index += 1) {
    const embed = document.createElement('svc-embed');
    embed.style.cssText = `display:block;height:${height}px`;
    embed.setAttribute('tenant-url', hostConfig.tenantUrl);
    embed.setAttribute('surface', 'dashboard');
    embed.setAttribute('public-id', hostConfig.publicId);
    embed.setAttribute('loading', 'lazy');
    embed.mintSession = countedMint;
    embed.addEventListener('svc-ready', () => (stats.ready += 1));
    embed.addEventListener('svc-error', (event) => stats.failed.push(String((event as CustomEvent).detail)));
    document.body.append(embed);
  }
} else {
  for (let index = 0; index < EMBEDS; index += 1) {
    const container = document.createElement('div');
    container.style.height = `${height}px`;
    document.body.append(container);
    const controller = new EmbedController({
      tenantUrl: hostConfig.tenantUrl,
      surface: 'dashboard',
      publicId: hostConfig.publicId,
      container,
      mintSession: countedMint,
      extensions: [lazyLoad({ rootMargin: '0px' })],
    });
    controller.ready.then(
      () => (stats.ready += 1),
      (error: unknown) => stats.failed.push(String(error)),
    );
  }
}
document.body.style.margin = '0';
Object.assign(window, { lazyHeight: height });
